// GET /wps/member/messages?page=&size=&language= (session, module MESSAGE): the member's inbox, newest
// first, a page at a time, with the total and the unread count. Operator messages come in the request's
// language; system messages as a code and params the page translates (messages.system.<code>).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageList } from '../../../../schemas/generated/messages.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { messagesKeys } from './messages-keys.ts';

export const MESSAGE_PAGE_SIZE = 10;

export const fetchMessages = (page: number, language: string, signal?: AbortSignal) =>
  apiGet<MessageList>('/wps/member/messages', { params: { page, size: MESSAGE_PAGE_SIZE, language }, signal });

export const messagesQueryOptions = (page: number, language: string) =>
  queryOptions({
    queryKey: messagesKeys.page(page, language),
    queryFn: ({ signal }) => fetchMessages(page, language, signal),
    placeholderData: keepPreviousData,
  });

export function useMessages(page: number, language: string) {
  return useQuery({ ...messagesQueryOptions(page, language), enabled: useSignedIn() });
}
