// POST /wps/agent-recruitment/application (real account, module JOIN): sends the application; the answer is
// the pending application, put in place of the member's status so the page shows it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRequest, ApplicationView, MyApplication } from '../../../../schemas/generated/agent-recruitment.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { agentRecruitmentKeys } from './agent-recruitment-keys.ts';

export const submitApplication = (body: ApplicationRequest) => apiPost<ApplicationView>('/wps/agent-recruitment/application', body);

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      queryClient.setQueryData<MyApplication>(agentRecruitmentKeys.myApplication(), (mine) => ({
        isAgent: mine?.isAgent ?? false,
        canApply: false,
        application,
      }));
    },
  });
}
