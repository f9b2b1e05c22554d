import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  UPLOAD_KINDS,
  type FileUploadResponse,
  type StorageUsage,
  type UploadKind,
} from '@qrpanel/contracts';

export class FileUploadResponseDto implements FileUploadResponse {
  @ApiProperty({ example: '/api/uploads/files/3q2-7wEjRzCkS0u1Vb9yQm5X.pdf' }) path: string;
  @ApiProperty({ enum: UPLOAD_KINDS }) kind: UploadKind;
  @ApiProperty({ example: 'application/pdf' }) content_type: string;
  @ApiProperty({ description: "Bytes stored (an image's after re-encoding)" }) size: number;
  @ApiPropertyOptional({ description: "An image's width in pixels as stored" }) width?: number;
  @ApiPropertyOptional({ description: "An image's height in pixels as stored" }) height?: number;
}

export class StorageUsageDto implements StorageUsage {
  @ApiProperty({ description: "Bytes the workspace's files take" }) used_bytes: number;
  @ApiProperty({ description: "Bytes the workspace's plan allows; -1: no limit" }) limit_bytes: number;
}
