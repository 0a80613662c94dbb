export const MESSAGES_FILE: string
export const TYPES_FILE: string
export function messagesTypeSource(messages: unknown): string
