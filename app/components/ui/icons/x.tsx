import { icon, type IconProps } from "./icon";

export const X = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </>,
  );
