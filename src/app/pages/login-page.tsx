import { PageFrame } from './page-frame.tsx';

/** /login (chunk login, no header): the accounts issue puts the login forms here. */
export default function LoginPage() {
  return <PageFrame />;
}
