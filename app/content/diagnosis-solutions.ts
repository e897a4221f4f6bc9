/**
 * The canned first steps a technician would give on the phone, per issue. Safe steps come
 * first; nothing here asks a visitor to open a case, edit the registry or install software
 * from an unknown source. A module of their own, so the browser loads this text with the
 * diagnosis result rather than with the page (the form needs only ./diagnosis's labels).
 */
import type { IssueType } from "./diagnosis";

export const ISSUE_SOLUTIONS: Record<Exclude<IssueType, "other">, readonly [string, string, string, string]> = {
  "wont-start": [
    "Check the power first: make sure the cable is firmly seated at both ends, try a different wall outlet (not a power strip), and for a laptop plug in the charger and look for the charging light.",
    "Unplug everything except power (USB drives, printers, docks, external monitors), then hold the power button for 30 seconds to drain leftover charge and try to start it again.",
    "Watch and listen as it starts: note any beeps, blinking lights or fan noise, and whether the screen stays black or shows a logo. On a desktop, connect a different monitor or cable to rule out the display.",
    "If it powers on but Windows will not load, let it try Automatic Repair, or hold Shift while choosing Restart to open Startup Settings and boot into Safe Mode. If there is no sign of power at all, stop there and bring it in.",
  ],
  slow: [
    "Restart the computer properly (Start, Power, Restart) rather than closing the lid; a restart clears memory and finishes pending updates.",
    "Open Task Manager (Ctrl + Shift + Esc) and sort by CPU, Memory and Disk to see what is using the most; close programs you do not need and turn off unneeded items on the Startup apps tab.",
    "Free up disk space: keep at least 15% of the drive empty by running Disk Cleanup or Storage Sense, emptying the Recycle Bin and uninstalling programs you no longer use.",
    "Install all pending Windows and driver updates, then run a full scan with Windows Security. If it is still slow, a worn hard drive or too little memory may be the cause, and an upgrade to an SSD or more RAM usually helps.",
  ],
  "blue-screen": [
    "Write down or photograph the stop code shown on the blue screen (for example MEMORY_MANAGEMENT or CRITICAL_PROCESS_DIED); it points to the cause.",
    "Think about what changed recently (new hardware, a driver or a Windows update) and undo it: unplug the new device, or roll back the driver in Device Manager.",
    "Install the latest Windows updates and the drivers from your computer maker's support site, then run Windows Memory Diagnostic and check the drive with chkdsk /scan from an administrator Command Prompt.",
    "If the crashes continue, start in Safe Mode and back up your important files right away, because repeated blue screens can be an early sign of a failing drive or memory.",
  ],
  virus: [
    "Disconnect from the internet (unplug the cable or turn off Wi-Fi) so the malware cannot send data or download more, and do not call any phone number shown in a pop-up.",
    "Run a full scan with Windows Security, then an offline scan (Virus & threat protection, Scan options, Microsoft Defender Offline scan), and remove or quarantine everything it finds.",
    "Uninstall programs and browser extensions you do not recognise, and reset your browsers' settings to remove hijacked home pages and pop-up permissions.",
    "From a different, clean device, change the passwords for your e-mail, banking and other important accounts and turn on two-factor authentication; back up your files once the scans come back clean.",
  ],
  internet: [
    "Restart the modem and router: unplug both for 30 seconds, plug the modem back in first, wait until its lights are steady, then plug in the router.",
    "Check whether other devices can get online; if none can, the problem is the connection or your provider, so check their outage page from a phone's mobile data.",
    "On the computer, make sure Airplane mode is off and Wi-Fi is on, forget the network and reconnect with the correct password, or try a network cable to rule out Wi-Fi.",
    "Run the Windows network troubleshooter, then use Network reset (Settings, Network & internet, Advanced network settings) and restart; update the network adapter driver if it keeps dropping.",
  ],
};

/** For 'other': three general steps; the visitor's own description follows as a further line. */
export const OTHER_SUGGESTIONS: readonly [string, string, string] = [
  "Back up your important files to an external drive or cloud storage before trying any fixes.",
  "Write down exactly what happens, any error messages and when the problem started, so a technician can reproduce it quickly.",
  "Restart the computer and install any pending updates; many one-off problems clear after a clean restart.",
];

export const VISITOR_TEXT_PREFIX = "Your description: ";
