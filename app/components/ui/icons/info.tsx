import { icon, type IconProps } from "./icon";

export const Info = (p: IconProps) =>
  icon(
    p,
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </>,
  );
