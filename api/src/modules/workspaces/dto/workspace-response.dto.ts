import { ApiProperty } from '@nestjs/swagger';
import { WORKSPACE_ROLES, type WorkspaceDto, type WorkspaceRole } from '@qrpanel/contracts';

export class WorkspaceResponseDto implements WorkspaceDto {
  @ApiProperty() id: number;
  @ApiProperty({ maxLength: 64 }) name: string;
  @ApiProperty({ enum: WORKSPACE_ROLES, description: "The caller's role in it" }) role: WorkspaceRole;
  @ApiProperty({ description: 'How many people are members' }) members: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
