// Choosing the avatar: a preset of the generated set, or a PNG/JPEG of at most 5 MB that the server crops to a
// square and re-encodes. The spec §8 messages when a file is refused here; the server checks again.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { imageProblem } from '../../../components/cashier/image-picker.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Hint, Notice } from '../../../components/form/form-parts.tsx';
import { Icon } from '../../../components/icon.tsx';
import { accountsKeys } from '../api/accounts-keys.ts';
import { useAvatarChoices } from '../api/avatar-choices.api.ts';
import { chooseAvatarPreset } from '../api/avatar-preset.api.ts';
import { uploadAvatar } from '../api/avatar-upload.api.ts';

export function AvatarPicker({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choices = useAvatarChoices(true);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = choices.data?.current;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: accountsKeys.avatar() });
      onDone(t('profile.avatarSaved'));
    } catch (e) {
      setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file, 0, 1);
    if (problem) {
      setError(t(problem));
      return;
    }
    void run(() => uploadAvatar(file));
  };
  return (
    <Box data-testid="avatar-picker" aria-busy={busy}>
      <h5>{t('profile.avatarChoose')}</h5>
      <Grid role="list">
        {choices.data?.presets.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              disabled={busy}
              aria-pressed={current?.kind === 'preset' && current.presetId === preset.id}
              aria-label={t('profile.avatarPreset', { n: preset.id })}
              onClick={() => void run(() => chooseAvatarPreset({ presetId: preset.id }))}
              data-testid={`avatar-preset-${preset.id}`}
            >
              <img src={preset.url} alt="" width={56} height={56} loading="lazy" />
            </button>
          </li>
        ))}
      </Grid>
      <Upload>
        <label htmlFor={inputId} data-disabled={busy ? 'true' : undefined}>
          <Icon name="camera" size={18} />
          {t('profile.avatarUpload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="avatar-upload"
        />
        <Hint>{t('profile.avatarUploadHint')}</Hint>
      </Upload>
      {error ? (
        <Notice role="alert" data-testid="avatar-error">
          {error}
        </Notice>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  margin-top: 12px;
  padding: 12px;
  border: 1px dashed var(--c-border);
  border-radius: var(--radius, 8px);
  h5 {
    margin: 0 0 10px;
    font-size: 14px;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(60px, 1fr));
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    place-items: center;
    width: 100%;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: 50%;
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--c-primary);
  }
  button:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }
`;

const Upload = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 8px 14px;
    border: 1px solid var(--c-primary);
    border-radius: var(--radius, 8px);
    color: var(--c-primary);
    font-size: 14px;
    font-weight: 600;
    cursor: pointer;
  }
  label[data-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  input:focus-visible + p,
  input:focus-visible {
    outline: none;
  }
  label:has(+ input:focus-visible) {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
`;
