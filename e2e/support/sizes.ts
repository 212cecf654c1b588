/** The two screens a flow is checked on: a laptop and a phone. */
export const desktopAndPhone = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
