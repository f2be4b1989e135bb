// Types of account.mjs for TypeScript callers (tests).
export const ACCOUNT_LIMITS: {
  requestsPerAddress: number;
  requestWindowMs: number;
  sendsPerTarget: number;
  sendWindowMs: number;
  outbox: number;
};
export const SEND_CODE_ANSWER: { accepted: true };
export function phoneKey(phone: string): string;
export interface Account {
  id: number;
  code: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}
export interface OutboxMessage {
  at: string;
  to: string;
  channel: 'email' | 'phone';
  text: string;
}
export function createAccount(options: {
  users: Map<number, Account>;
  now: () => number;
  limits?: typeof ACCOUNT_LIMITS;
  log?: (line: string) => void;
}): {
  sendCode(body: unknown, address: string): { accepted: true };
  outbox(): OutboxMessage[];
  sizes(): { outbox: number; sendCodeAddresses: number; sendCodeTargets: number };
};
export function accountHandlers(account: ReturnType<typeof createAccount>): { sendCode(context: { body: unknown; address?: string }): { accepted: true } };
