import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DOT_SHAPES,
  ERROR_CORRECTION_LEVELS,
  EYE_SHAPES,
  FRAME_IDS,
  FRAME_TEXT_MAX_LENGTH,
  GRADIENT_STOPS_MAX,
  GRADIENT_STOPS_MIN,
  GRADIENT_TYPES,
  HEX_COLOR_PATTERN,
  LOGO_PADDING_MAX,
  LOGO_SIZE_MAX,
  LOGO_SIZE_MIN,
  QUIET_ZONE_MAX,
  QUIET_ZONE_MIN,
  type DotShape,
  type ErrorCorrectionLevel,
  type EyeShape,
  type FrameId,
  type GradientType,
  type QrDesign,
} from '@qrpanel/contracts';

/*
 * The design's shape for the OpenAPI document. Requests are checked by validateQrDesign
 * from contracts (the same rules the web form applies live), so these classes only describe.
 */
const COLOR = { pattern: HEX_COLOR_PATTERN.source, example: '#1A237E' };

export class GradientStopDoc {
  @ApiProperty({ minimum: 0, maximum: 1 }) offset: number;
  @ApiProperty(COLOR) color: string;
}

export class GradientDoc {
  @ApiProperty({ enum: GRADIENT_TYPES }) type: GradientType;
  @ApiPropertyOptional({ minimum: -360, maximum: 360, description: 'Degrees (linear gradients)' })
  rotation?: number;
  @ApiProperty({ type: [GradientStopDoc], minItems: GRADIENT_STOPS_MIN, maxItems: GRADIENT_STOPS_MAX })
  stops: GradientStopDoc[];
}

export class DotsDoc {
  @ApiProperty({ enum: DOT_SHAPES }) shape: DotShape;
  @ApiPropertyOptional({ ...COLOR, description: 'A solid colour (or a gradient)' }) color?: string;
  @ApiPropertyOptional({ type: GradientDoc }) gradient?: GradientDoc;
}

export class EyePartDoc {
  @ApiProperty({ enum: EYE_SHAPES }) shape: EyeShape;
  @ApiPropertyOptional({ ...COLOR, description: "Left out: the modules' colour" }) color?: string;
}

export class EyesDoc {
  @ApiProperty({ type: EyePartDoc, description: 'The 7-module ring of each finder pattern' })
  outer: EyePartDoc;
  @ApiProperty({ type: EyePartDoc, description: 'The 3-module centre of each finder pattern' })
  inner: EyePartDoc;
}

export class BackgroundDoc {
  @ApiProperty({ description: "#RRGGBB or 'transparent'", example: '#FFFFFF' }) color: string;
}

export class LogoDoc {
  @ApiProperty({ description: 'An address answered by POST /api/uploads/logo' }) path: string;
  @ApiProperty({ minimum: LOGO_SIZE_MIN, maximum: LOGO_SIZE_MAX, description: "Share of the code's width" })
  size: number;
  @ApiPropertyOptional({ minimum: 0, maximum: LOGO_PADDING_MAX, description: 'Cleared margin, in modules' })
  padding?: number;
  @ApiPropertyOptional({ default: true, description: 'Clear the modules under the logo' })
  excavate?: boolean;
}

export class FrameDoc {
  @ApiProperty({ enum: FRAME_IDS }) id: FrameId;
  @ApiPropertyOptional({
    maxLength: FRAME_TEXT_MAX_LENGTH,
    description:
      "The call to action of banner, banner-top, box and bubble frames (default SCAN ME); letters, digits, spaces and . , ! ? - & ' : / + # @",
  })
  text?: string;
  @ApiPropertyOptional({ ...COLOR, description: "The frame's colour (default: the modules')" })
  color?: string;
  @ApiPropertyOptional({ ...COLOR, description: "The text's colour (default: the background's)" })
  textColor?: string;
}

export class QrDesignDoc implements QrDesign {
  @ApiProperty({ type: DotsDoc }) dots: DotsDoc;
  @ApiProperty({ type: EyesDoc }) eyes: EyesDoc;
  @ApiProperty({ type: BackgroundDoc }) background: BackgroundDoc;
  @ApiProperty({ enum: ERROR_CORRECTION_LEVELS, default: 'H' }) errorCorrection: ErrorCorrectionLevel;
  @ApiProperty({ minimum: QUIET_ZONE_MIN, maximum: QUIET_ZONE_MAX, default: 4, description: 'In modules' })
  quietZone: number;
  @ApiPropertyOptional({ type: LogoDoc }) logo?: LogoDoc;
  @ApiPropertyOptional({ type: FrameDoc }) frame?: FrameDoc;
}
