/**
 * The causes the triage engine ranks. The ids are a contract (the triage API answers with them;
 * the tests and the lead page read them). Symptom strengths are how often a visitor with that
 * cause shows the symptom; the engine compares each with the symptom's base rate.
 */
import type { CauseDef, ServiceLink } from "./types";

const service = (
  title: string,
  priceListNames: string[],
  fromCents: number,
  toCents: number,
  turnaroundDays: number | null,
): ServiceLink => ({ title, priceListNames, fallback: { fromCents, toCents, turnaroundDays } });

const DIAGNOSIS = ["Diagnostic fee"];

/** When no cause stands out, or the cause has no repair of its own: a technician's look. */
export const GENERAL_SERVICE = service("A technician's diagnosis", DIAGNOSIS, 4900, 4900, 1);

const LAPTOP_ONLY = { laptop: 0.95, desktop: 0.01 };

export const CAUSES: readonly CauseDef[] = [
  {
    id: "no-power",
    title: "No power: the outlet, the charger or the power supply",
    priors: { "wont-start": 3, other: 0.4 },
    symptoms: {
      "says-no-start": 0.85, "power-signs": 0.06, "no-response": 0.55, "power-event": 0.25, "psu-mention": 0.2,
      "tried-outlet": 0.3, "charger-mention": 0.25, "charger-dead": 0.35, "not-charging": 0.15, "black-screen": 0.15, desktop: 0.45, laptop: 0.5,
      "smell-smoke": 0.06, "says-slow": 0.01, "logo-shows": 0.02,
    },
    steps: { outlet: 0.3, "charger-check": 0.25, "power-drain": 0.12, "psu-switch": 0.08, "charge-wait": 0.05 },
    service: service("Power fault diagnosis and repair", DIAGNOSIS, 4900, 4900, 1),
  },
  {
    id: "battery-failed",
    title: "A worn-out or drained laptop battery",
    priors: { "wont-start": 2, other: 0.8, slow: 0.1 },
    symptoms: {
      ...LAPTOP_ONLY, "says-no-start": 0.4, "runs-only-plugged": 0.7, "battery-drains": 0.55, "battery-mention": 0.6, "charger-dead": 0.03,
      "battery-light-blink": 0.2, "not-charging": 0.3, "old-device": 0.45, "old-device-words": 0.3, "new-device": 0.02,
      "shuts-off": 0.3, "charger-mention": 0.35, "power-signs": 0.35, swelling: 0.02, "says-slow": 0.02,
    },
    steps: { "charge-wait": 0.2, "battery-report": 0.05, "charger-check": 0.1, "power-drain": 0.05 },
    service: service("Battery replacement", ["Battery replacement (labour)", "Laptop battery"], 10800, 19800, 2),
  },
  {
    id: "no-display",
    title: "It powers on but shows no picture: display, graphics or loose memory",
    priors: { "wont-start": 2.5, other: 0.5 },
    symptoms: {
      "says-no-start": 0.6, "power-signs": 0.8, "black-screen": 0.75, "beep-code": 0.3, "blink-code": 0.3, "opened-inside": 0.2,
      "logo-shows": 0.02, "fan-mention": 0.3, "screen-mention": 0.6, desktop: 0.4, "external-display-works": 0.02,
      "no-response": 0.05, "memory-test-fail": 0.05,
    },
    steps: { "monitor-input": 0.25, "external-display": 0.08, "unplug-extras": 0.05, "power-drain": 0.12, "count-codes": 0.02, "reseat-parts": 0.35 },
    service: service("Display and startup fault diagnosis", DIAGNOSIS, 4900, 4900, 1),
  },
  {
    id: "boot-failure",
    title: "It starts but Windows does not load",
    priors: { "wont-start": 2.5, "blue-screen": 0.6, other: 0.4 },
    symptoms: {
      "says-no-start": 0.6, "no-boot-device": 0.45, "repair-loop": 0.5, "logo-shows": 0.45, "power-signs": 0.5,
      "after-update": 0.15, "black-screen": 0.15, "code-corruption": 0.1, "drive-not-detected": 0.08, "says-bsod": 0.15,
      "code-disk": 0.12, "update-stuck": 0.08,
    },
    steps: { "unplug-extras": 0.15, "boot-order": 0.2, "automatic-repair": 0.3, "safe-mode": 0.1, "system-restore": 0.1 },
    service: service("Windows startup repair or reinstall", ["Operating system reinstall"], 9900, 9900, 2),
  },
  {
    id: "liquid-damage",
    title: "Liquid got inside",
    priors: { "wont-start": 0.6, other: 0.6, slow: 0.05 },
    symptoms: {
      spill: 0.92, "sticky-keys": 0.2, "keys-dead": 0.25, "says-no-start": 0.4, "shuts-off": 0.1, laptop: 0.85,
      "keyboard-mention": 0.35, "screen-lines": 0.05, "smell-smoke": 0.05,
    },
    steps: { "keys-check": 0.02 },
    stop: {
      message:
        "Stop: do not switch it on. Unplug it, and take the battery out if it comes out. Power in a wet machine shorts its board; the sooner we clean it, the more we save.",
      triggers: ["spill"],
      steps: [
        "Do not switch it on or plug it in to test it, even if it seems dry.",
        "Unplug the charger and everything connected, and take the battery out if it comes out without tools.",
        "Turn it upside down like a tent on a towel, lid open, to let liquid drain out; do not use a hair dryer or put it in rice.",
        "Bring it in today if you can: cleaning within a day or two saves most machines.",
      ],
    },
    service: service("Liquid-damage cleaning", ["Liquid-damage cleaning"], 12900, 19900, 4),
  },
  {
    id: "physical-damage",
    title: "Physical damage: a cracked screen, hinge, case or port",
    priors: { other: 1.6, "wont-start": 0.4 },
    symptoms: {
      dropped: 0.6, cracked: 0.7, hinge: 0.25, "port-damage": 0.1, "screen-mention": 0.6, "black-screen": 0.1,
      "screen-lines": 0.2, "lid-angle": 0.05, laptop: 0.8,
    },
    steps: { "protect-damage": 0.02, "external-display": 0.02 },
    service: service("Laptop screen replacement", ["Laptop screen replacement (labour)", "Laptop screen panel"], 15800, 33800, 3),
  },
  {
    id: "swollen-battery",
    title: "A swollen battery",
    priors: { other: 0.6, "wont-start": 0.25 },
    symptoms: {
      ...LAPTOP_ONLY, swelling: 0.85, "battery-mention": 0.4, "keys-dead": 0.08, "old-device": 0.3, "old-device-words": 0.15,
      "battery-drains": 0.15, hinge: 0.05,
    },
    steps: {},
    stop: {
      message:
        "Stop: unplug it and do not charge it. A swollen battery can catch fire: keep it on a hard surface away from anything that burns, and do not press on it or puncture it.",
      triggers: ["swelling"],
      steps: [
        "Unplug it and do not charge it again.",
        "Switch it off and leave it on a hard surface (tile or concrete) away from beds, papers and anything that burns.",
        "Do not press the bulge, close the lid hard or try to take the battery out yourself.",
        "Bring it in: we replace the battery and dispose of the old one safely.",
      ],
    },
    service: service("Battery replacement", ["Battery replacement (labour)", "Laptop battery"], 10800, 19800, 2),
  },
  {
    id: "burning-smell",
    title: "A burning smell, smoke or a pop: a failed part",
    priors: { "wont-start": 0.4, other: 0.4 },
    symptoms: {
      "smell-smoke": 0.92, "says-no-start": 0.4, "power-event": 0.1, "psu-mention": 0.12, "charger-mention": 0.2, hot: 0.15,
      "shuts-off": 0.15,
    },
    steps: {},
    stop: {
      message:
        "Stop: unplug it and the charger now, and do not switch it on or charge it again. Keep it away from anything that burns until we have checked it.",
      triggers: ["smell-smoke"],
      steps: [
        "Unplug the computer and its charger from the wall.",
        "Do not switch it on or charge it again, even to save files.",
        "Keep it on a hard surface away from anything that burns; if you see smoke or flames, leave it and call 911.",
        "Bring it in with its charger, so we can tell which of the two failed.",
      ],
    },
    service: service("Safety check and diagnosis", DIAGNOSIS, 4900, 4900, 1),
  },
  {
    id: "overheating",
    title: "Overheating: dust, a tired fan or dried thermal paste",
    priors: { slow: 1.2, "blue-screen": 1.2, "wont-start": 0.3, other: 0.5 },
    symptoms: {
      hot: 0.85, "shuts-off": 0.45, "under-load": 0.5, "fan-loud": 0.3, "fan-mention": 0.4, dust: 0.2, "soft-surface": 0.1,
      "says-slow": 0.35, "code-heat": 0.15, "says-bsod": 0.15, "freezes": 0.12, "old-device": 0.25,
    },
    steps: { "cooling-airflow": 0.35, "cooling-load": 0.15, "fan-dust": 0.15 },
    service: service("Cleaning and thermal paste", ["Cleaning and thermal paste"], 6900, 9900, 1),
  },
  {
    id: "fan-noise",
    title: "A noisy or failing fan",
    priors: { other: 1.4, slow: 0.3 },
    symptoms: {
      "fan-loud": 0.9, "fan-mention": 0.85, dust: 0.2, hot: 0.12, "computer-fine": 0.2, "clicking-noise": 0.08,
      "has-ssd": 0.1, "under-load": 0.1,
    },
    steps: { "fan-dust": 0.3, "fan-listen": 0.03, "cooling-airflow": 0.1 },
    service: service("Fan replacement", ["Fan replacement"], 7900, 12900, 2),
  },
  {
    id: "hdd-bottleneck",
    title: "An ageing hard drive slowing everything down",
    priors: { slow: 3, other: 0.3 },
    symptoms: {
      "says-slow": 0.85, "old-device": 0.6, "old-device-words": 0.4, "hdd-mention": 0.35, "disk-100": 0.25, "slow-start": 0.4,
      "slow-open": 0.35, "disk-light": 0.08, "wants-ssd": 0.15, "has-ssd": 0.003, "new-device": 0.01, freezes: 0.12,
    },
    steps: { "check-drive-type": 0.04, "startup-apps": 0.08, "restart-updates": 0.03, "task-manager": 0.02 },
    service: service("SSD upgrade", ["SSD upgrade with data transfer (labour)", "SSD, 1 TB"], 16800, 21800, 2),
  },
  {
    id: "low-memory",
    title: "Not enough memory (RAM) for what it runs",
    priors: { slow: 2.5, other: 0.2 },
    symptoms: {
      "says-slow": 0.85, "many-tabs": 0.55, "heavy-apps": 0.35, "low-ram": 0.35, freezes: 0.2, "under-load": 0.12,
    },
    steps: { "fewer-tabs": 0.35, "task-manager": 0.15, "check-memory": 0.05, "startup-apps": 0.08 },
    service: service("Memory upgrade", ["RAM upgrade (labour)", "RAM module"], 7400, 15900, 1),
  },
  {
    id: "startup-bloat",
    title: "Too many programs starting with Windows",
    priors: { slow: 2.5, virus: 0.3, other: 0.2 },
    symptoms: {
      "says-slow": 0.85, "startup-programs": 0.6, "slow-start": 0.5, popups: 0.1, "computer-fine": 0.05,
    },
    steps: { "startup-apps": 0.55, "uninstall-unused": 0.25, "task-manager": 0.1 },
    service: service("Tune-up and clean-up", ["Tune-up"], 7900, 9900, 1),
  },
  {
    id: "disk-full",
    title: "The system drive is nearly full",
    priors: { slow: 1.5, other: 0.3 },
    symptoms: {
      "says-slow": 0.75, "disk-full": 0.85, "update-stuck": 0.1, "slow-open": 0.1,
    },
    steps: { "free-space": 0.7, "uninstall-unused": 0.1 },
    service: service("Tune-up and clean-up", ["Tune-up"], 7900, 9900, 1),
  },
  {
    id: "failing-drive",
    title: "A failing drive",
    priors: { slow: 1, "blue-screen": 1.5, "wont-start": 1, other: 0.5 },
    symptoms: {
      "drive-noise": 0.55, "clicking-noise": 0.4, "smart-warning": 0.35, "files-corrupt": 0.25, freezes: 0.35, "code-disk": 0.25,
      "no-boot-device": 0.15, "drive-not-detected": 0.15, "hdd-mention": 0.45, "says-slow": 0.4, "says-bsod": 0.25,
      "old-device": 0.35, "wants-data": 0.2, "repair-loop": 0.1, "disk-100": 0.1, "has-ssd": 0.01, "external-drive": 0.1,
    },
    steps: { "backup-now": 0.03, "check-drive-type": 0.01 },
    stop: {
      message:
        "Stop using it: a failing drive can die completely at any moment, and every hour it runs can cost files. There is nothing more to try at home.",
      triggers: ["drive-noise", "clicking-noise", "smart-warning", "files-corrupt", "code-disk", "wants-data", "drive-not-detected"],
      steps: [
        "Shut it down and leave it off; do not run disk checks, repairs or recovery programs on it.",
        "If it still starts and you have no backup, copy only your most important files once, to another drive, then shut it down.",
        "Bring it in: we copy what can be read to a new drive before anything else.",
      ],
    },
    service: service("Drive replacement with data transfer", ["SSD upgrade with data transfer (labour)", "SSD, 1 TB"], 16800, 21800, 2),
  },
  {
    id: "pending-updates",
    title: "Windows updates stuck or failing",
    priors: { slow: 1.5, "blue-screen": 1.2, "wont-start": 0.3, other: 0.3 },
    symptoms: {
      "update-stuck": 0.75, "after-update": 0.35, "says-slow": 0.4, "disk-full": 0.1, "repair-loop": 0.05, "says-bsod": 0.2,
    },
    steps: { "restart-updates": 0.35, "update-troubleshooter": 0.35, "free-space": 0.1 },
    service: service("Windows repair", ["Operating system reinstall"], 9900, 9900, 2),
  },
  {
    id: "driver-fault",
    title: "A crashing driver",
    priors: { "blue-screen": 3, other: 0.2 },
    symptoms: {
      "says-bsod": 0.85, "code-driver": 0.5, "new-hardware": 0.4, "driver-mention": 0.3, "after-update": 0.3, "under-load": 0.12,
      "random-crashes": 0.08, "peripheral": 0.08, "black-screen": 0.05,
    },
    steps: { "undo-device": 0.45, "maker-drivers": 0.3, "safe-mode": 0.2, "system-restore": 0.2 },
    service: service("Crash diagnosis and driver repair", DIAGNOSIS, 4900, 4900, 1),
  },
  {
    id: "memory-fault",
    title: "Faulty memory (RAM)",
    priors: { "blue-screen": 2.5, other: 0.2 },
    symptoms: {
      "says-bsod": 0.85, "code-memory": 0.55, "random-crashes": 0.45, "memory-test-fail": 0.45, freezes: 0.2, "opened-inside": 0.1,
      "under-load": 0.06,
    },
    steps: { "memory-diagnostic": 0.1, "unplug-extras": 0.02 },
    service: service("Memory test and replacement", ["RAM upgrade (labour)", "RAM module"], 7400, 15900, 1),
  },
  {
    id: "system-corruption",
    title: "Damaged Windows system files",
    priors: { "blue-screen": 2, "wont-start": 1, other: 0.3 },
    symptoms: {
      "says-bsod": 0.5, "code-corruption": 0.45, "repair-loop": 0.35, "after-update": 0.3, "power-event": 0.15, "says-no-start": 0.3,
      "no-boot-device": 0.12, "logo-shows": 0.2, "update-stuck": 0.2, "code-disk": 0.2,
    },
    steps: { "repair-system-files": 0.45, "system-restore": 0.3, "automatic-repair": 0.2, "safe-mode": 0.05 },
    service: service("Windows repair or reinstall", ["Operating system reinstall"], 9900, 9900, 2),
  },
  {
    id: "adware-hijack",
    title: "Adware or a hijacked browser",
    priors: { virus: 3, slow: 0.6, other: 0.3 },
    symptoms: {
      popups: 0.75, "browser-hijack": 0.6, "says-virus": 0.5, "in-browser": 0.5, "says-slow": 0.25, "scam-warning": 0.08, "startup-programs": 0.08,
    },
    steps: { "remove-extensions": 0.5, "block-notifications": 0.35, "defender-scan": 0.3, "uninstall-unused": 0.2 },
    service: service("Virus and malware removal", ["Virus and malware removal"], 9900, 9900, 2),
  },
  {
    id: "tech-support-scam",
    title: "A tech-support scam",
    priors: { virus: 2.5, internet: 0.2, other: 0.4 },
    symptoms: {
      "scam-warning": 0.7, "phone-call": 0.45, "remote-access": 0.35, "paid-scammer": 0.25, popups: 0.4, "says-virus": 0.4,
      "computer-fine": 0.1, "files-ok": 0.25, "in-browser": 0.45, "ransom-demand": 0.1,
    },
    steps: { "close-scam": 0.5, "defender-scan": 0.1, "change-passwords": 0.1 },
    stop: {
      message:
        "Disconnect it from the internet now and do not pay anything. From another device, change your passwords, and call your bank if you gave card or bank details.",
      triggers: ["remote-access", "paid-scammer"],
      steps: [
        "Disconnect it from the internet (unplug the cable or turn off Wi-Fi) and leave it off until it has been checked: the caller may have left a way back in.",
        "Do not pay, do not buy gift cards, and do not answer if they call again.",
        "From another device, change the passwords of your e-mail and bank, and call your bank's fraud line if you gave card or account details or opened your banking while they were connected.",
        "Bring it in: we remove what they installed and check nothing else was left behind.",
      ],
    },
    service: service("Scam clean-up and security check", ["Virus and malware removal"], 9900, 9900, 2),
  },
  {
    id: "ransomware",
    title: "Ransomware: files encrypted for a ransom",
    priors: { virus: 1, other: 0.3, "wont-start": 0.3 },
    symptoms: {
      "ransom-note": 0.8, "files-renamed": 0.6, "files-corrupt": 0.3, "says-virus": 0.5, "data-lost": 0.05, "wants-data": 0.3,
      "files-ok": 0.01, "in-browser": 0.03, "ransom-demand": 0.6,
    },
    steps: {},
    stop: {
      message:
        "Disconnect it from the internet and any shared drives now. Do not pay. Change your passwords from another device; do not plug backup drives into it.",
      triggers: ["ransom-note", "files-renamed", "ransom-demand"],
      unless: ["files-ok"],
      steps: [
        "Disconnect it now: unplug the network cable, turn off Wi-Fi, and unplug any external or backup drive.",
        "Do not pay and do not run decryptors downloaded from the internet.",
        "From another device, change the passwords of your e-mail, bank and any account used on this computer.",
        "Leave it switched on or off as it is, note the ransom message's wording, and bring it in.",
      ],
    },
    service: service("Ransomware clean-up", ["Virus and malware removal"], 9900, 9900, 2),
  },
  {
    id: "account-compromise",
    title: "A hacked online account",
    priors: { virus: 1.5, other: 0.6, internet: 0.1 },
    symptoms: {
      "account-misuse": 0.8, "computer-fine": 0.35, "says-virus": 0.35, "password-locked": 0.1, "paid-scammer": 0.02,
    },
    steps: { "change-passwords": 0.5, "account-recovery": 0.25, "defender-scan": 0.05 },
    service: service("Account and security check", ["Virus and malware removal"], 9900, 9900, 2),
  },
  {
    id: "isp-outage",
    title: "The internet provider or the line is down",
    priors: { internet: 2, other: 0.3 },
    symptoms: {
      "says-no-internet": 0.85, "other-devices-down": 0.6, "router-lights": 0.35, provider: 0.45, "power-event": 0.08,
      "other-devices-ok": 0.01, "no-networks": 0.02, "connected-no-internet": 0.25,
    },
    steps: { "outage-check": 0.3, "restart-router": 0.1, "call-provider": 0.4, "router-cables": 0.05 },
    service: null,
  },
  {
    id: "router-issue",
    title: "The router or modem needs a restart or setting up",
    priors: { internet: 3, other: 0.3 },
    symptoms: {
      "says-no-internet": 0.75, "other-devices-down": 0.45, "router-lights": 0.3, "connected-no-internet": 0.4, "new-router": 0.3,
      "wired-works": 0.25, drops: 0.25, "slow-internet": 0.15, "other-devices-ok": 0.03, "no-networks": 0.03, provider: 0.12,
    },
    steps: { "restart-router": 0.45, "router-cables": 0.15, "call-provider": 0.05 },
    service: service("Home or office network setup", ["Home or office network setup"], 12900, 29900, 3),
  },
  {
    id: "wifi-adapter",
    title: "Only this computer cannot connect: its Wi-Fi adapter or settings",
    priors: { internet: 2.5, other: 0.3 },
    symptoms: {
      "says-no-internet": 0.75, "other-devices-ok": 0.6, "no-networks": 0.45, "connected-no-internet": 0.12, drops: 0.15,
      "after-update": 0.08, "other-devices-down": 0.01, "location-dependent": 0.03, "new-hardware": 0.03,
    },
    steps: { "airplane-mode": 0.35, "network-reset": 0.35, "maker-drivers": 0.1, "restart-router": 0.05 },
    service: service("Wi-Fi repair", DIAGNOSIS, 4900, 4900, 1),
  },
  {
    id: "weak-signal",
    title: "A weak Wi-Fi signal where it is used",
    priors: { internet: 2, slow: 0.3, other: 0.2 },
    symptoms: {
      "location-dependent": 0.7, drops: 0.45, "slow-internet": 0.45, "says-no-internet": 0.25, "other-devices-ok": 0.15,
      "other-devices-down": 0.03, "says-slow": 0.2,
    },
    steps: { "move-closer": 0.5, "wifi-band": 0.2, "restart-router": 0.05 },
    service: service("Home or office network setup", ["Home or office network setup"], 12900, 29900, 3),
  },
  {
    id: "data-recovery",
    title: "Files lost and wanted back",
    priors: { other: 1.2, "wont-start": 0.5, virus: 0.1 },
    symptoms: {
      "data-lost": 0.7, "wants-data": 0.7, "external-drive": 0.35, "data-restored": 0.1, "drive-not-detected": 0.2, "files-corrupt": 0.1, "drive-noise": 0.1,
    },
    steps: { "recycle-bin": 0.3 },
    stop: {
      message:
        "Stop using that drive: anything written to it can overwrite the files you want back. Do not install recovery programs onto it; there is nothing more to try at home.",
      triggers: ["data-lost", "wants-data"],
      unless: ["data-restored"],
      steps: [
        "Stop using the drive or card now: do not save, install or download anything onto it.",
        "Do not run repair, format or disk-check tools, even if Windows offers to.",
        "Bring it in with a note of what was lost and roughly where it was kept.",
      ],
    },
    service: service("Data recovery", ["Data recovery"], 14900, 49900, 5),
  },
  {
    id: "keyboard-input",
    title: "Keyboard, touchpad or mouse not responding",
    priors: { other: 1.4 },
    symptoms: { "keys-dead": 0.8, "keyboard-mention": 0.9, "sticky-keys": 0.1, "after-update": 0.05, spill: 0.005 },
    steps: { "touchpad-toggle": 0.25, "wireless-batteries": 0.2, "keys-check": 0.2, "maker-drivers": 0.1 },
    service: service("Keyboard replacement", ["Keyboard replacement (labour)"], 6900, 6900, 3),
  },
  {
    id: "charging-port",
    title: "A loose or worn charging port",
    priors: { other: 1, "wont-start": 0.8 },
    symptoms: {
      ...LAPTOP_ONLY, "charger-angle": 0.8, "not-charging": 0.35, "charger-mention": 0.6, "battery-mention": 0.3,
      "port-damage": 0.15, "runs-only-plugged": 0.03, "battery-light-blink": 0.1,
    },
    steps: { "port-look": 0.25, "charger-check": 0.15 },
    service: service("Charging port repair", ["Charging port repair"], 8900, 14900, 3),
  },
  {
    id: "screen-fault",
    title: "A screen fault: lines, flicker or a dim or dead backlight",
    priors: { other: 1.3, "wont-start": 0.3 },
    symptoms: {
      "screen-lines": 0.7, "lid-angle": 0.3, "external-display-works": 0.45, "screen-mention": 0.85, "black-screen": 0.15,
      laptop: 0.8, cracked: 0.02, dropped: 0.05,
    },
    steps: { "external-display": 0.05, "screen-driver": 0.15 },
    service: service("Laptop screen replacement", ["Laptop screen replacement (labour)", "Laptop screen panel"], 15800, 33800, 3),
  },
  {
    id: "printer-peripheral",
    title: "A printer or other device that will not work with the computer",
    priors: { other: 1.3, internet: 0.2 },
    symptoms: { printer: 0.7, peripheral: 0.4, "computer-fine": 0.15, "after-update": 0.08, "new-hardware": 0.1 },
    steps: { "printer-restart": 0.4, "printer-driver": 0.3, "unplug-extras": 0.02 },
    service: service("Printer and device setup", ["Printer and device setup"], 4900, 7900, 1),
  },
  {
    id: "account-lockout",
    title: "Locked out of Windows: a forgotten password or PIN",
    priors: { other: 1.1, "wont-start": 0.3 },
    symptoms: { "password-locked": 0.9, "says-no-start": 0.05, "account-misuse": 0.03 },
    steps: { "password-reset": 0.5, "account-reset-web": 0.3 },
    service: service("Sign-in recovery", ["Sign-in recovery"], 4900, 7900, 1),
  },
];
