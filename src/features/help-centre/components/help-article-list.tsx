// Help categories and their articles as headings and paragraphs, each with its anchor (/help#<id>): the
// page's body and the terms dialog's. Plain text only: React escapes every character.
import styled from 'styled-components';
import type { HelpCategory } from '../../../../schemas/generated/help-centre.ts';

export function HelpArticleList({ categories, level = 2 }: { categories: readonly HelpCategory[]; level?: 2 | 3 }) {
  const Category = level === 2 ? 'h2' : 'h3';
  const Article = level === 2 ? 'h3' : 'h4';
  return (
    <>
      {categories.map((category) => (
        <Section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`} data-testid={`help-category-${category.id}`}>
          <Category id={`${category.id}-title`}>{category.title}</Category>
          {category.articles.map((article) => (
            <article key={article.id} id={article.id} aria-labelledby={`${article.id}-title`} data-testid={`help-article-${article.id}`}>
              <Article id={`${article.id}-title`}>{article.title}</Article>
              {article.body.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </article>
          ))}
        </Section>
      ))}
    </>
  );
}

const Section = styled.section`
  scroll-margin-top: 96px;
  & + & {
    margin-top: 28px;
  }
  > h2,
  > h3 {
    margin: 0 0 12px;
    font-size: 20px;
    font-weight: 800;
  }
  article {
    scroll-margin-top: 96px;
    padding: 14px 16px;
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
  }
  article + article {
    margin-top: 10px;
  }
  article > h3,
  article > h4 {
    margin: 0 0 6px;
    font-size: 16px;
    font-weight: 700;
  }
  p {
    margin: 0;
    color: var(--c-text-muted);
    font-size: 14px;
    line-height: 1.6;
  }
  p + p {
    margin-top: 8px;
  }
`;
