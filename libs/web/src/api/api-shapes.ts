import type { components } from './schema';

// The bodies the web apps send that only the api's document describes (no contracts type),
// under the document's own names: one name each (docs/decisions/api-shape-names.md). Every
// other shape the web apps name is a contracts type, checked against the document by
// ./schema-matches-contracts.ts.

type Schemas = components['schemas'];

export type LoginDto = Schemas['LoginDto'];
export type RegisterDto = Schemas['RegisterDto'];
export type ForgotPasswordDto = Schemas['ForgotPasswordDto'];
export type ResetPasswordDto = Schemas['ResetPasswordDto'];
export type UpdateProfileDto = Schemas['UpdateProfileDto'];
export type ChangePasswordDto = Schemas['ChangePasswordDto'];
export type CreateUserDto = Schemas['CreateUserDto'];
export type SaveWorkspaceDto = Schemas['SaveWorkspaceDto'];
export type UpdateWorkspaceDto = Schemas['UpdateWorkspaceDto'];
export type InviteDto = Schemas['InviteDto'];
