// ---- 0028-chat-conversations (issue 18) ----

/** One conversation of the assistant: its kind ('booking') and its state as JSON (the booking chat's draft). */
export interface ChatConversationTable {
  guid: string;
  user_id: number;
  kind: string;
  state: string;
  updated_at: string;
}
