/** Messages users write to the administrator (docs/product.md, Contact). */

export interface ContactInput {
  subject: string;
  message: string;
}

export interface ContactMessageDto {
  id: number;
  /** null once the sender's account is deleted; name and email stay as they were. */
  user_id: number | null;
  sender_name: string;
  sender_email: string;
  subject: string;
  message: string;
  is_read: boolean;
  created_at: string;
}

export interface UnreadCountDto {
  count: number;
}

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
