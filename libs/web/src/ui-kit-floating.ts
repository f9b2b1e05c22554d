// The heavier Mantine parts (dropdowns, menus, popovers, pickers), loaded the first time a
// screen renders one: they stay out of every visitor's first load, yet come from the same
// bundle as the rest of the kit, so they share its Mantine instance (theme, portals).
export {
  ColorInput,
  Menu,
  MultiSelect,
  NumberInput,
  Pagination,
  Popover,
  ScrollArea,
  Select,
  Tooltip,
} from '@mantine/core';
