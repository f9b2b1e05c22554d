import type { PageBlockKind } from '@qrpanel/contracts';
import {
  IconAddressBook,
  IconAlignLeft,
  IconBrandAppstore,
  IconCalendarEvent,
  IconClick,
  IconClock,
  IconFileTypePdf,
  IconHeading,
  IconListDetails,
  IconMapPin,
  IconPhoto,
  IconSeparator,
  IconShare,
  IconTicket,
  type Icon,
} from '@tabler/icons-react';

/** The icon beside each kind of block, in the palette and on the block. */
export const BLOCK_ICONS: Record<PageBlockKind, Icon> = {
  heading: IconHeading,
  text: IconAlignLeft,
  image: IconPhoto,
  button: IconClick,
  links: IconListDetails,
  social: IconShare,
  file: IconFileTypePdf,
  app_badges: IconBrandAppstore,
  hours: IconClock,
  address: IconMapPin,
  contact: IconAddressBook,
  coupon: IconTicket,
  event: IconCalendarEvent,
  divider: IconSeparator,
};
