import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { LEAD_STAGE_LABELS, isLeadStage } from "~/features/leads/index";
import { TICKET_STATUS_LABELS, isTicketStatus } from "~/features/tickets/index";

export const issueLabel = (issue: string) => ISSUE_LABELS[issue as IssueType] ?? issue;
export const stageLabel = (stage: string) => (isLeadStage(stage) ? LEAD_STAGE_LABELS[stage] : stage);
export const statusLabel = (status: string) => (isTicketStatus(status) ? TICKET_STATUS_LABELS[status] : status);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const linkClass = "text-brand-700 hover:text-brand-900 font-semibold underline break-words";
