/**
 * The yes/no questions the triage engine may ask after the first answer, each about one
 * symptom: the engine asks the one that tells most about the causes still in play.
 */
import type { QuestionDef } from "./types";

export const QUESTIONS: readonly QuestionDef[] = [
  { id: "power-signs", text: "When you press the power button, do any lights come on or fans spin?", symptom: "power-signs" },
  { id: "logo", text: "Does it show a logo or a message before it stops or the screen goes black?", symptom: "logo-shows" },
  { id: "spill", text: "Has any drink or water got on or into it recently?", symptom: "spill" },
  { id: "dropped", text: "Has it been dropped, knocked or sat on?", symptom: "dropped" },
  { id: "smell", text: "Have you noticed a burning smell, smoke or a pop from it or its charger?", symptom: "smell-smoke" },
  {
    id: "swelling",
    text: "Is the case, keyboard or touchpad bulging or lifting, or does it rock on a flat table?",
    symptom: "swelling",
  },
  { id: "drive-noise", text: "Do you hear clicking, ticking or grinding from inside, near the drive?", symptom: "drive-noise" },
  { id: "hot", text: "Does it get very hot, with the fan racing, before the trouble starts?", symptom: "hot" },
  { id: "old", text: "Is the computer more than five years old?", symptom: "old-device" },
  { id: "tabs", text: "Is it slowest with many browser tabs, video calls or big programs open?", symptom: "many-tabs" },
  { id: "startup", text: "Do lots of programs start on their own when you switch it on?", symptom: "startup-programs" },
  { id: "disk-full", text: "Does Windows say the drive is almost full (a red bar under This PC)?", symptom: "disk-full" },
  { id: "updates", text: "Is a Windows update stuck, failing, or asking to restart?", symptom: "update-stuck" },
  { id: "new-device", text: "Did it start after you added a device or installed a new driver?", symptom: "new-hardware" },
  { id: "random", text: "Does it crash at random moments, with different messages each time?", symptom: "random-crashes" },
  {
    id: "other-devices-ok",
    text: "Can other devices, such as a phone on the Wi-Fi, get online at the same place?",
    symptom: "other-devices-ok",
  },
  { id: "location", text: "Is it fine close to the router and worse farther away?", symptom: "location-dependent" },
  { id: "router-lights", text: "Is a light on the modem or router red, orange or off?", symptom: "router-lights" },
  { id: "no-networks", text: "Is the Wi-Fi list empty, or the Wi-Fi switch missing, on this computer?", symptom: "no-networks" },
  { id: "popups", text: "Do you see pop-ups, ads, or a home page or search engine you did not choose?", symptom: "popups" },
  {
    id: "remote",
    text: "Did anyone connect to your computer remotely, or did you pay or give card details to a caller or a pop-up?",
    symptom: "remote-access",
  },
  { id: "ransom", text: "Are your files renamed or locked, with a message asking for payment?", symptom: "ransom-note" },
  {
    id: "account",
    text: "Has someone used one of your accounts: messages you did not send, or a password changed?",
    symptom: "account-misuse",
  },
  { id: "data", text: "Are there files on it you need back that are not backed up anywhere else?", symptom: "wants-data" },
  {
    id: "external-display",
    text: "Does a picture appear when you connect an external monitor or TV?",
    symptom: "external-display-works",
  },
  { id: "only-plugged", text: "Does it work only while the charger is plugged in?", symptom: "runs-only-plugged" },
  { id: "charger-angle", text: "Does it charge only when the plug is held at an angle or wiggled?", symptom: "charger-angle" },
  { id: "password", text: "Is the trouble that you cannot get past the password or PIN?", symptom: "password-locked" },
  { id: "printer", text: "Is the trouble with a printer or another device connected to the computer?", symptom: "printer" },
  { id: "keys", text: "Do some keys, the touchpad or the mouse not respond?", symptom: "keys-dead" },
  {
    id: "screen-lines",
    text: "Are there lines, flicker or dim patches on the screen, without a crack?",
    symptom: "screen-lines",
  },
  { id: "fan-loud", text: "Is a fan loud, grinding or rattling?", symptom: "fan-loud" },
];
