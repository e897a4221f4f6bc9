/**
 * The guided diagnosis: the six issue types and their labels. The canned first steps a
 * technician would give on the phone are in ./diagnosis-solutions.
 */
export const ISSUE_TYPES = ["wont-start", "slow", "blue-screen", "virus", "internet", "other"] as const;

export type IssueType = (typeof ISSUE_TYPES)[number];

export const ISSUE_LABELS: Record<IssueType, string> = {
  "wont-start": "Computer won't start",
  slow: "Computer is running slow",
  "blue-screen": "Blue screen or sudden restarts",
  virus: "Virus, malware or pop-ups",
  internet: "Internet or Wi-Fi problems",
  other: "Something else",
};
