// Social sign-in buttons (spec §2: facebook, google when enabled): plain links to the server route
// that starts the provider's OpenID Connect flow and comes back signed in.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { socialLoginHref } from './login-methods.ts';

const PROVIDER_NAME = { google: 'Google', facebook: 'Facebook' } as const;

function ProviderMark({ provider }: { provider: 'google' | 'facebook' }) {
  if (provider === 'facebook') {
    return (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path fill="#fff" d="M13.4 19.5v-6h2l.3-2.4h-2.3V9.6c0-.7.2-1.2 1.2-1.2h1.2V6.3a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8h-2v2.4h2v6h2.4Z" />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2a11 11 0 0 0 0 10l3.7-3Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}

export function SocialButtons({ providers }: { providers: ReadonlyArray<'google' | 'facebook'> }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <Wrap>
      <Divider>
        <span>{t('login.orSocial')}</span>
      </Divider>
      <Row>
        {providers.map((provider) => (
          <a key={provider} href={socialLoginHref(provider)} data-testid={`social-login-${provider}`}>
            <ProviderMark provider={provider} />
            {PROVIDER_NAME[provider]}
          </a>
        ))}
      </Row>
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-top: 14px;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 10px;
  font-size: 12px;
  color: var(--c-text-muted);
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: var(--c-border);
  }
`;

const Row = styled.div`
  display: flex;
  gap: 10px;
  a {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    height: 40px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    background: var(--c-surface);
    color: var(--c-text);
    font-size: 14px;
    font-weight: 700;
  }
  a:hover {
    border-color: var(--c-primary);
  }
`;
