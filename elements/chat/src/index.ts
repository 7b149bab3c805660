export { chatContract, type ChatEvents, type ChatProps } from './chat.contract.ts';
export type { CurbChat } from './chat.element.ts';
