/**
 * Self-help steps the triage engine orders by chance-to-fix over effort. Nothing here asks a
 * visitor to open a case, edit the registry or install software from an unknown source, and
 * a step that could hurt a spilled, burning or swollen machine says so in `unsafeFor`.
 */
import type { StepDef } from "./types";

const DANGER = ["liquid-damage", "burning-smell", "swollen-battery"] as const;

export const STEPS: Readonly<Record<string, StepDef>> = {
  outlet: {
    text: "Plug it straight into a wall outlet you know works (not a power strip), and check the power cable is pushed in firmly at both ends.",
    effort: 1,
    unsafeFor: DANGER,
  },
  "charger-check": {
    text: "Check the charger: its light (if it has one) should be on and the plug should sit firmly; try another charger of the same wattage if you have one.",
    effort: 2,
    unsafeFor: DANGER,
  },
  "power-drain": {
    text: "Unplug it (and take the battery out if it comes out), hold the power button for 30 seconds, then plug it back in and try again.",
    effort: 1,
    unsafeFor: DANGER,
  },
  "psu-switch": {
    text: "On a desktop, check the switch on the back of the power supply is on (the I side, not the O).",
    effort: 1,
    unsafeFor: DANGER,
  },
  "charge-wait": {
    text: "Leave it on the charger for 30 minutes before you try to start it: a battery drained completely flat needs a while before the laptop will start.",
    effort: 2,
    unsafeFor: DANGER,
  },
  "battery-report": {
    text: "See how worn the battery is: in Command Prompt run powercfg /batteryreport and compare Full charge capacity with Design capacity; under about 60 % it is worn out.",
    effort: 3,
  },
  "external-display": {
    text: "Connect an external monitor or TV with an HDMI cable: if the picture shows there, the screen or its cable is at fault, not the computer.",
    effort: 2,
    unsafeFor: DANGER,
  },
  "unplug-extras": {
    text: "Unplug everything but power (USB drives, docks, printers, memory cards) and start it again: a stray USB drive or a new device can stop it from starting.",
    effort: 1,
    unsafeFor: DANGER,
  },
  "monitor-input": {
    text: "On a desktop, check the monitor is on and set to the right input, and that its cable goes into the graphics card's port, not the one on the motherboard.",
    effort: 1,
  },
  "count-codes": {
    text: "Count the beeps or the blinks and note the pattern (for example one long and two short): it tells a technician which part failed.",
    effort: 1,
    unsafeFor: DANGER,
  },
  "reseat-parts": {
    text: "If the case was opened, cleaned or upgraded just before the trouble began, a memory module or the graphics card has most likely come loose: we reseat it while you wait.",
    effort: 4,
  },
  "automatic-repair": {
    text: "Let Windows try Startup Repair once: when it shows Advanced options, choose Troubleshoot, Advanced options, Startup Repair.",
    effort: 3,
    unsafeFor: [...DANGER, "failing-drive"],
  },
  "boot-order": {
    text: "Open the BIOS setup (F2, F10 or Del while it starts) and check the drive is listed and first in the boot order; take out any USB drive or disc.",
    effort: 3,
    unsafeFor: DANGER,
  },
  "safe-mode": {
    text: "Start in Safe Mode (Advanced options, Startup Settings, Restart, then 4); if Windows starts there, undo the last change: the newest update, driver or program.",
    effort: 3,
    unsafeFor: [...DANGER, "failing-drive"],
  },
  "repair-system-files": {
    text: "Repair Windows' own files: in Command Prompt as administrator run sfc /scannow, then DISM /Online /Cleanup-Image /RestoreHealth, and restart.",
    effort: 3,
    unsafeFor: [...DANGER, "failing-drive"],
  },
  "system-restore": {
    text: "Use System Restore (type Create a restore point in Start, then System Restore) to go back to a point from before the trouble started; your files stay.",
    effort: 3,
    unsafeFor: [...DANGER, "failing-drive"],
  },
  "restart-updates": {
    text: "Restart properly (Start, Power, Restart, not the lid or the button) and let any waiting updates finish; do not switch it off while it says Working on updates.",
    effort: 1,
    unsafeFor: DANGER,
  },
  "update-troubleshooter": {
    text: "If an update keeps failing, run the Windows Update troubleshooter (Settings, System, Troubleshoot, Other troubleshooters), restart, and check for updates again.",
    effort: 2,
  },
  "free-space": {
    text: "Free up space: keep at least 15 % of the drive empty with Storage Sense or Disk Cleanup (choose Clean up system files), empty the Recycle Bin, and move large videos and photos to an external drive.",
    effort: 2,
  },
  "task-manager": {
    text: "Open Task Manager (Ctrl + Shift + Esc) and sort by CPU, Memory and Disk: close what you do not need and note what stays at the top.",
    effort: 1,
  },
  "startup-apps": {
    text: "Turn off programs you do not need at start: Task Manager, Startup apps, right-click each, Disable. Nothing is uninstalled and each can be turned back on.",
    effort: 2,
  },
  "uninstall-unused": {
    text: "Uninstall programs you never use (Settings, Apps, Installed apps): expired antivirus trials, toolbars, and old printer or camera helpers.",
    effort: 3,
  },
  "fewer-tabs": {
    text: "Keep fewer browser tabs and programs open at once, and turn on the browser's memory saver (Chrome: Settings, Performance; Edge: Efficiency mode).",
    effort: 1,
  },
  "check-memory": {
    text: "See how much memory it has (Settings, System, About, Installed RAM): with 8 GB or less and many tabs or video calls, more memory is the fix that lasts.",
    effort: 1,
  },
  "check-drive-type": {
    text: "See whether it has a spinning hard drive: Task Manager, Performance, Disk 0 says HDD or SSD. An HDD that sits at 100 % disk is the bottleneck, and an SSD is the fix.",
    effort: 1,
  },
  "backup-now": {
    text: "Back up your important files today, to an external drive or cloud storage, before you try anything else.",
    effort: 2,
  },
  "memory-diagnostic": {
    text: "Run Windows Memory Diagnostic (type mdsched in Start and restart): errors in its report mean a memory module is failing.",
    effort: 3,
    unsafeFor: DANGER,
  },
  "undo-device": {
    text: "Unplug the device you added last, or roll back its driver (Device Manager, the device, Properties, Driver, Roll Back Driver), and see whether the crashes stop.",
    effort: 2,
  },
  "maker-drivers": {
    text: "Install the drivers from your computer maker's or graphics card maker's own support page, not from a driver-updater program.",
    effort: 3,
  },
  "cooling-airflow": {
    text: "Give it air: use it on a hard, flat surface (not a bed, couch or lap), and while it is off blow dust out of the vents with short bursts of compressed air.",
    effort: 2,
    unsafeFor: ["liquid-damage", "burning-smell", "swollen-battery"],
  },
  "cooling-load": {
    text: "For games and video work, use a cooling pad and cap the frame rate; if it still shuts off or throttles, the fan or thermal paste needs a technician.",
    effort: 2,
  },
  "fan-dust": {
    text: "With it switched off, blow the dust out of the fan vents in short bursts, holding the fan still through the grille so it does not overspin.",
    effort: 2,
    unsafeFor: DANGER,
  },
  "fan-listen": {
    text: "Note when the noise happens (at start, under load, all the time) and where it comes from: a fan that grinds or rattles needs replacing before it stops and the machine overheats.",
    effort: 1,
  },
  "defender-scan": {
    text: "Run a full scan with Windows Security, then a Microsoft Defender Offline scan (Virus & threat protection, Scan options), and remove what it finds.",
    effort: 3,
  },
  "remove-extensions": {
    text: "Remove browser extensions you do not recognise and reset the browser's settings, which takes back the home page and search engine.",
    effort: 2,
  },
  "block-notifications": {
    text: "Stop the pop-ups at their source: in the browser's settings, Site settings, Notifications, remove every site you do not know.",
    effort: 1,
  },
  "close-scam": {
    text: "Close the warning (Ctrl + Shift + Esc, then end the browser if it will not close) and never call a number shown in a pop-up: Microsoft and Apple never put phone numbers in warnings.",
    effort: 1,
  },
  "change-passwords": {
    text: "From another device, change the account's password, sign out of every session, and turn on two-step sign-in.",
    effort: 2,
  },
  "account-recovery": {
    text: "Check the account's recovery e-mail and phone, its forwarding rules and the apps linked to it, and tell your contacts to ignore the messages.",
    effort: 2,
  },
  "restart-router": {
    text: "Restart the modem and router: unplug both for 30 seconds, plug in the modem first and wait until its lights are steady, then the router.",
    effort: 1,
  },
  "outage-check": {
    text: "Check your provider's outage page or app from a phone on mobile data; if there is an outage in your area, it is theirs to fix.",
    effort: 1,
  },
  "call-provider": {
    text: "If the modem's internet light stays red, orange or off after a restart, call your provider and ask them to check the line and the modem.",
    effort: 2,
  },
  "router-cables": {
    text: "Check the cable from the wall to the modem, and from the modem to the router's Internet (WAN) port, is clicked in at both ends.",
    effort: 1,
  },
  "airplane-mode": {
    text: "Make sure Airplane mode is off and Wi-Fi is on (Windows key + A), then forget the network and join it again with its password.",
    effort: 1,
  },
  "network-reset": {
    text: "Run Network reset (Settings, Network & internet, Advanced network settings, Network reset) and restart: it reinstalls the Wi-Fi adapter.",
    effort: 2,
  },
  "move-closer": {
    text: "Test right next to the router: if it is fast there, the signal is the problem. Put the router high and central, or add a mesh point or extender.",
    effort: 2,
  },
  "wifi-band": {
    text: "Use the 2.4 GHz network far from the router and 5 GHz near it, and keep the router away from microwaves, mirrors, fish tanks and metal cabinets.",
    effort: 2,
  },
  "keys-check": {
    text: "Try an external USB keyboard or mouse: if it works, the built-in one is at fault; blow crumbs out from under the keys with compressed air.",
    effort: 2,
    unsafeFor: ["liquid-damage"],
  },
  "touchpad-toggle": {
    text: "Check the touchpad has not been switched off: press Fn with the touchpad key, or Settings, Bluetooth & devices, Touchpad.",
    effort: 1,
  },
  "wireless-batteries": {
    text: "For a wireless keyboard or mouse, put in fresh batteries and plug its receiver straight into the computer, not a hub.",
    effort: 1,
  },
  "port-look": {
    text: "Shine a light into the charging port for lint or a bent pin, and try another cable and charger; do not bend or force the plug to make it work.",
    effort: 1,
    unsafeFor: ["liquid-damage", "burning-smell", "swollen-battery"],
  },
  "screen-driver": {
    text: "Update the graphics driver and try another refresh rate and brightness; if the flicker follows how far the lid is open, the screen cable is worn.",
    effort: 2,
  },
  "printer-restart": {
    text: "Restart the printer and the computer, check the printer shows as Ready (Settings, Printers & scanners), then remove it and add it again.",
    effort: 1,
  },
  "printer-driver": {
    text: "Install the device's current software from its maker's support page, and try a USB cable once to rule out the network.",
    effort: 3,
  },
  "password-reset": {
    text: "Reset it from the sign-in screen: choose I forgot my password for a Microsoft account, or answer your security questions for a local account.",
    effort: 2,
  },
  "account-reset-web": {
    text: "From another device, reset the Microsoft account's password at account.live.com/password/reset, then sign in with it while the laptop is online.",
    effort: 2,
  },
  "protect-damage": {
    text: "Back up what you can while it still works, and protect the damage: do not press on a crack or keep opening a loose hinge.",
    effort: 2,
  },
  "recycle-bin": {
    text: "Look in the Recycle Bin and in your cloud storage's own recycle bin (OneDrive, Google Drive, iCloud) before anything else: deleted files often wait there for 30 days.",
    effort: 1,
  },
};
