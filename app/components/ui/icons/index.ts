// Inline SVG icons with lucide-react 1.75.0's path data (ISC licence), so an icon costs a few
// bytes of markup in the chunk that uses it instead of the icon runtime. Each is decorative
// (aria-hidden): what it means is said in text beside it. One file per icon, so a page's
// bundle holds only the icons it draws. Add one by copying its node data from lucide-react's
// dist/esm/icons/<name>.mjs.
export type { IconProps } from "./icon";
export { AlertOctagon } from "./alert-octagon";
export { Archive } from "./archive";
export { ArrowDown } from "./arrow-down";
export { ArrowLeft } from "./arrow-left";
export { ArrowUp } from "./arrow-up";
export { Bot } from "./bot";
export { CalendarCheck } from "./calendar-check";
export { CalendarClock } from "./calendar-clock";
export { CalendarDays } from "./calendar-days";
export { CheckCircle2 } from "./check-circle2";
export { ChevronDown } from "./chevron-down";
export { ClipboardPaste } from "./clipboard-paste";
export { Clock } from "./clock";
export { Cpu } from "./cpu";
export { Download } from "./download";
export { Eraser } from "./eraser";
export { ExternalLink } from "./external-link";
export { FileDown } from "./file-down";
export { ImageOff } from "./image-off";
export { Info } from "./info";
export { ListChecks } from "./list-checks";
export { Loader2 } from "./loader2";
export { Lock } from "./lock";
export { LogOut } from "./log-out";
export { Mail } from "./mail";
export { MapPin } from "./map-pin";
export { Menu } from "./menu";
export { Pencil } from "./pencil";
export { Phone } from "./phone";
export { PhoneCall } from "./phone-call";
export { Plus } from "./plus";
export { Printer } from "./printer";
export { QrCode } from "./qr-code";
export { RefreshCw } from "./refresh-cw";
export { Rocket } from "./rocket";
export { RotateCcw } from "./rotate-ccw";
export { Save } from "./save";
export { Search } from "./search";
export { ShieldCheck } from "./shield-check";
export { ShoppingBag } from "./shopping-bag";
export { Star } from "./star";
export { StarHalf } from "./star-half";
export { Stethoscope } from "./stethoscope";
export { Store } from "./store";
export { Trash2 } from "./trash2";
export { TriangleAlert } from "./triangle-alert";
export { Wrench } from "./wrench";
export { X } from "./x";
