import { icon, type IconProps } from "./icon";

export const ArrowLeft = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </>,
  );
