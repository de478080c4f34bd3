// The signed-in shell's own labels (ours; the spec names only the destinations).
export const shellMessages = {
  menu: 'Menu', // ours
  closeMenu: 'Close', // ours
  mainMenu: 'Main menu', // ours
} as const;
