/**
 * Props for a Mantine Button whose label may be longer than a 320 px phone is wide: the label
 * wraps onto a second line and the button grows, instead of the label being cut (Mantine keeps a
 * button's label on one line at a fixed height and hides what overflows).
 */
export const WRAPPING_LABEL = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;
