import type {
  AppShell as MantineAppShell,
  Badge as MantineBadge,
  Burger as MantineBurger,
  Card as MantineCard,
  Checkbox as MantineCheckbox,
  ColorInput as MantineColorInput,
  FileButton as MantineFileButton,
  FileInput as MantineFileInput,
  Menu as MantineMenu,
  Modal as MantineModal,
  MultiSelect as MantineMultiSelect,
  NavLink as MantineNavLink,
  NumberInput as MantineNumberInput,
  Pagination as MantinePagination,
  Popover as MantinePopover,
  Progress as MantineProgress,
  Radio as MantineRadio,
  ScrollArea as MantineScrollArea,
  Select as MantineSelect,
  SimpleGrid as MantineSimpleGrid,
  Skeleton as MantineSkeleton,
  Switch as MantineSwitch,
  Table as MantineTable,
  Tabs as MantineTabs,
  Textarea as MantineTextarea,
  ThemeIcon as MantineThemeIcon,
  Tooltip as MantineTooltip,
} from '@mantine/core';
import type { Notifications as MantineNotifications } from '@mantine/notifications';
import type { Trans as I18nextTrans } from 'react-i18next';
import { lazyCompound, lazyModule } from './lazy-part';
import type * as SignedInKit from './ui-kit-signed-in';

/**
 * The component library as the whole suite uses it. Shell and remotes import Mantine from
 * here, never from @mantine/* directly: @qrpanel/web is one shared singleton, so every app
 * on the page renders with one Mantine (one theme context, one toast store, one modal
 * stack), and the shared copy holds only what is listed here. Sharing @mantine/core as a
 * package would ship all of its components to every visitor (about 170 KB gzip).
 * A component a screen needs and this list lacks is added here if the login page shows
 * it, else to one of the lazily loaded parts below.
 */
export {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  CloseButton,
  Code,
  Container,
  Divider,
  Flex,
  Group,
  Image,
  Input,
  List,
  Loader,
  NativeSelect,
  Paper,
  PasswordInput,
  Space,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
  rem,
  useMantineTheme,
} from '@mantine/core';
export type * from '@mantine/core';
export { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
export {
  hasLength,
  isEmail,
  isInRange,
  isNotEmpty,
  matches,
  useForm,
  type UseFormReturnType,
} from '@mantine/form';
export { notifications } from '@mantine/notifications';

const floating = lazyModule(() => import('./ui-kit-floating'));
const fromFloating = (name: keyof NonNullable<typeof floating.current>, parts: readonly string[] = []) =>
  lazyCompound(floating, (m) => m[name], parts);

export const Select = fromFloating('Select') as unknown as typeof MantineSelect;
export const MultiSelect = fromFloating('MultiSelect') as unknown as typeof MantineMultiSelect;
export const ColorInput = fromFloating('ColorInput') as unknown as typeof MantineColorInput;
export const NumberInput = fromFloating('NumberInput') as unknown as typeof MantineNumberInput;
export const Pagination = fromFloating('Pagination') as unknown as typeof MantinePagination;
export const ScrollArea = fromFloating('ScrollArea') as unknown as typeof MantineScrollArea;
export const Tooltip = fromFloating('Tooltip') as unknown as typeof MantineTooltip;
export const Menu = fromFloating('Menu', [
  'Target',
  'Dropdown',
  'Item',
  'Label',
  'Divider',
]) as unknown as typeof MantineMenu;
export const Popover = fromFloating('Popover', ['Target', 'Dropdown']) as unknown as typeof MantinePopover;

/** Fetches the menus, dropdowns and pickers ahead of use (the shell calls it when it is idle). */
export function preloadUiKit(): void {
  void floating.load();
}

const signedIn = lazyModule(() => import('./ui-kit-signed-in'));
const fromSignedIn = (name: keyof typeof SignedInKit, parts: readonly string[] = []) =>
  lazyCompound(signedIn, (m) => m[name], parts);

/**
 * Fetches the parts that only screens behind the sign-in show. The shell awaits it before it
 * shows one of those screens, so they render at once; anywhere else they render once it has
 * arrived, like the menus.
 */
export function loadSignedInKit(): Promise<unknown> {
  return signedIn.load();
}

export const AppShell = fromSignedIn('AppShell', [
  'Header',
  'Navbar',
  'Main',
  'Section',
]) as unknown as typeof MantineAppShell;
export const Badge = fromSignedIn('Badge') as unknown as typeof MantineBadge;
export const Burger = fromSignedIn('Burger') as unknown as typeof MantineBurger;
export const Card = fromSignedIn('Card', ['Section']) as unknown as typeof MantineCard;
export const Checkbox = fromSignedIn('Checkbox', ['Group']) as unknown as typeof MantineCheckbox;
export const FileButton = fromSignedIn('FileButton') as unknown as typeof MantineFileButton;
export const FileInput = fromSignedIn('FileInput') as unknown as typeof MantineFileInput;
export const Modal = fromSignedIn('Modal') as unknown as typeof MantineModal;
export const NavLink = fromSignedIn('NavLink') as unknown as typeof MantineNavLink;
export const Progress = fromSignedIn('Progress') as unknown as typeof MantineProgress;
export const Radio = fromSignedIn('Radio', ['Group']) as unknown as typeof MantineRadio;
export const SimpleGrid = fromSignedIn('SimpleGrid') as unknown as typeof MantineSimpleGrid;
export const Skeleton = fromSignedIn('Skeleton') as unknown as typeof MantineSkeleton;
export const Switch = fromSignedIn('Switch') as unknown as typeof MantineSwitch;
export const Table = fromSignedIn('Table', [
  'Thead',
  'Tbody',
  'Tfoot',
  'Tr',
  'Th',
  'Td',
  'Caption',
  'ScrollContainer',
]) as unknown as typeof MantineTable;
export const Tabs = fromSignedIn('Tabs', ['List', 'Tab', 'Panel']) as unknown as typeof MantineTabs;
export const Textarea = fromSignedIn('Textarea') as unknown as typeof MantineTextarea;
export const ThemeIcon = fromSignedIn('ThemeIcon') as unknown as typeof MantineThemeIcon;
/** The toasts' container, mounted once a toast is shown (providers.tsx). */
export const Notifications = fromSignedIn('Notifications') as unknown as typeof MantineNotifications;
export const Trans = fromSignedIn('Trans') as unknown as typeof I18nextTrans;
export const LiveCounter = fromSignedIn('LiveCounter') as unknown as typeof SignedInKit.LiveCounter;
export const LiveFeed = fromSignedIn('LiveFeed') as unknown as typeof SignedInKit.LiveFeed;
export const AuditLogView = fromSignedIn('AuditLogView') as unknown as typeof SignedInKit.AuditLogView;
export const AppModal = fromSignedIn('AppModal') as unknown as typeof SignedInKit.AppModal;
export const ConfirmDialog = fromSignedIn('ConfirmDialog') as unknown as typeof SignedInKit.ConfirmDialog;
export const ResponsiveTable = fromSignedIn(
  'ResponsiveTable',
) as unknown as typeof SignedInKit.ResponsiveTable;
export const StatCard = fromSignedIn('StatCard') as unknown as typeof SignedInKit.StatCard;
export const StatusBadge = fromSignedIn('StatusBadge') as unknown as typeof SignedInKit.StatusBadge;
