// Picks up to `max` PNG/JPEG images of at most 5 MB each, with previews; the §8 messages when a file
// is refused. The server checks the same limits (and the real bytes) again.
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldMessage } from '../form/form-parts.tsx';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];

export function imageProblem(file: File, count: number, max: number): string | null {
  if (count >= max) return 'errors.uploadTooMany';
  if (!TYPES.includes(file.type)) return 'errors.uploadBadType';
  if (file.size > MAX_IMAGE_BYTES) return 'errors.uploadTooLarge';
  return null;
}

export function ImagePicker({
  label,
  files,
  onFiles,
  max,
  testId,
}: {
  label: string;
  files: File[];
  onFiles: (files: File[]) => void;
  max: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);

  const add = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    let refused: string | null = null;
    for (const file of Array.from(list)) {
      const why = imageProblem(file, next.length, max);
      if (why) refused ??= why;
      else next.push(file);
    }
    setProblem(refused);
    onFiles(next);
  };

  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <Row>
        {urls.map((url, i) => (
          <Thumb key={url}>
            <img src={url} alt={files[i].name} />
            <button type="button" aria-label={t('cashier.removeImage')} onClick={() => onFiles(files.filter((_, j) => j !== i))}>
              ×
            </button>
          </Thumb>
        ))}
        {files.length < max ? (
          <Add>
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              multiple={max > 1}
              data-testid={testId}
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
            <span aria-hidden="true">+</span>
          </Add>
        ) : null}
      </Row>
      <Note role={problem ? 'alert' : undefined} data-hint={problem ? undefined : 'true'}>
        {problem ? t(problem) : t('cashier.imageHint', { max })}
      </Note>
    </Wrap>
  );
}

const Note = styled(FieldMessage)`
  &[data-hint='true'] {
    color: var(--c-text-muted);
  }
`;
const Wrap = styled.div`
  margin-bottom: 8px;
  > label {
    display: block;
    font-size: 13px;
    margin-bottom: 6px;
  }
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;
const Thumb = styled.div`
  position: relative;
  width: 64px;
  height: 64px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: 6px;
    border: 1px solid var(--c-border);
  }
  button {
    position: absolute;
    top: -6px;
    right: -6px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    border: 0;
    background: var(--c-danger);
    color: #fff;
    cursor: pointer;
    line-height: 20px;
    padding: 0;
  }
`;
const Add = styled.label`
  position: relative;
  width: 64px;
  height: 64px;
  display: grid;
  place-items: center;
  border: 1px dashed var(--c-border);
  border-radius: 6px;
  color: var(--c-text-muted);
  font-size: 24px;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }
`;
