// The help centre (spec §2 /help, /helpmc, /help#term): the brand's help texts by category, a contents list
// of anchors, and a search that is a plain GET form (?q=…), so it works before hydration and without
// JavaScript; once live, typing filters at once. /help#term (what registration and the footer link to)
// opens the terms and privacy policy in a dialog; without JavaScript the anchor scrolls to them.
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { LanguageCode } from '../../../../schemas/generated/tenant.ts';
import { isLanguageCode } from '../../../../schemas/rules/languages.ts';
import { Container } from '../../../components/container.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Icon } from '../../../components/icon.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useHelpCentre } from '../api/help-centre.api.ts';
import { searchHelp, TERMS_CATEGORIES } from '../help-search.ts';
import { HelpArticleList } from './help-article-list.tsx';

const TERMS_HASH = '#term';

export function HelpCentreView() {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const language: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'EN';
  const query = useHelpCentre(language);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const categories = useMemo(() => query.data?.categories ?? [], [query.data]);
  const shown = useMemo(() => searchHelp(categories, text), [categories, text]);
  const searchId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  // Opened by the address (after hydration, so the server's page and the first render agree).
  useEffect(() => setTermsOpen(location.hash === TERMS_HASH), [location.hash]);
  const closeTerms = () => {
    setTermsOpen(false);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
  };
  const onSearch = (value: string) => {
    setText(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };
  const terms = categories.filter((c) => TERMS_CATEGORIES.includes(c.id));

  return (
    <Container py={[4, 5]} data-testid="help-page">
      <Head>
        <h1>{t('page.help')}</h1>
        <p>{t('help.intro', { brand: tenant.brand.name })}</p>
        <Search role="search" method="get" action={location.pathname} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId}>{t('help.searchLabel')}</label>
          <div>
            <Icon name="search" size={18} />
            <input
              id={searchId}
              type="search"
              name="q"
              value={text}
              maxLength={80}
              placeholder={t('help.searchPlaceholder')}
              onChange={(e) => onSearch(e.target.value)}
              data-testid="help-search"
            />
            <button type="submit">{t('help.search')}</button>
          </div>
        </Search>
      </Head>
      {query.isError && !query.data ? (
        <Message role="alert">{errorMessage(t, query.error)}</Message>
      ) : query.isPending ? (
        <Message role="status">{t('common.loading')}</Message>
      ) : (
        <Layout>
          <Contents aria-label={t('help.contents')}>
            <ul>
              {categories.map((c) => (
                <li key={c.id}>
                  <a href={`#${c.id}`} data-testid={`help-nav-${c.id}`}>
                    {c.title}
                  </a>
                </li>
              ))}
            </ul>
          </Contents>
          <Body aria-live="polite">
            {text.trim() ? (
              <Found data-testid="help-result-count">{t('help.resultCount', { count: shown.reduce((n, c) => n + c.articles.length, 0) })}</Found>
            ) : null}
            {shown.length === 0 ? (
              <Message data-testid="help-no-results">
                <Icon name="search" size={36} strokeWidth={1.4} />
                <span>{t('help.noResults', { query: text.trim() })}</span>
                <button type="button" onClick={() => onSearch('')}>
                  {t('help.showAll')}
                </button>
              </Message>
            ) : (
              <HelpArticleList categories={shown} />
            )}
          </Body>
        </Layout>
      )}
      <Modal open={termsOpen && terms.length > 0} title={t('help.termsTitle')} onClose={closeTerms} closeLabel={t('help.close')} width={760}>
        <TermsBody data-testid="help-terms-modal">
          <HelpArticleList categories={terms} level={3} />
        </TermsBody>
      </Modal>
    </Container>
  );
}

const Head = styled.header`
  h1 {
    margin: 0;
    font-size: 28px;
    font-weight: 800;
  }
  > p {
    margin: 8px 0 0;
    max-width: 640px;
    color: var(--c-text-muted);
  }
`;

const Search = styled.form`
  margin-top: 18px;
  max-width: 640px;
  label {
    display: block;
    margin-bottom: 6px;
    font-size: 13px;
    font-weight: 600;
  }
  div {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 6px 6px 12px;
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
  }
  div:focus-within {
    border-color: var(--c-primary);
  }
  svg {
    flex-shrink: 0;
    color: var(--c-text-muted);
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: var(--c-text);
    font: inherit;
  }
  button {
    padding: 6px 14px;
    border: 0;
    border-radius: calc(var(--radius, 8px) * 0.75);
    background: var(--c-primary);
    color: var(--c-on-primary, #fff);
    font-weight: 700;
    cursor: pointer;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin-top: 24px;
  ${media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Contents = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 6px 12px;
    border-radius: 999px;
    border: 1px solid var(--c-border);
    color: var(--c-text);
    font-size: 14px;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--c-primary);
    color: var(--c-primary);
  }
  ${media.md} {
    position: sticky;
    top: 88px;
    ul {
      flex-direction: column;
    }
    a {
      border-radius: var(--radius, 8px);
    }
  }
`;

const Body = styled.div`
  min-width: 0;
`;

const Found = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: var(--c-text-muted);
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 16px;
  text-align: center;
  color: var(--c-text-muted);
  button {
    border: 0;
    background: none;
    color: var(--c-primary);
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const TermsBody = styled.div`
  max-height: min(70vh, 640px);
  overflow-y: auto;
`;
