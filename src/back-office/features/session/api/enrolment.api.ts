// POST /bo/api/session/enrolment: for an account without an authenticator, the secret and its QR code.
import type { EnrolmentValue } from '../../../../../schemas/generated/staff.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const fetchEnrolment = (challenge: string) => apiPost<EnrolmentValue>('/bo/api/session/enrolment', { challenge });
