import { PageFrame } from './page-frame.tsx';

/** /register, /register.html (chunk register). */
export default function RegisterPage() {
  return <PageFrame />;
}
