import { icon, type IconProps } from "./icon";

export const CheckCircle2 = (p: IconProps) =>
  icon(
    p,
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </>,
  );
