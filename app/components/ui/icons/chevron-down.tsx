import { icon, type IconProps } from "./icon";

export const ChevronDown = (p: IconProps) => icon(p, <path d="m6 9 6 6 6-6" />);
