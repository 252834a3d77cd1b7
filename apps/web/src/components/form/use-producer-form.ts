import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../lib/api/api-error.ts';
import { type FieldErrors, fieldId, serverFieldErrors, zodErrors } from './form-errors.ts';

export type Status = 'idle' | 'sending' | 'success' | 'error';

/** What every field component needs from its form. */
export interface FormApi {
  id: string;
  values: Record<string, string>;
  errors: FieldErrors;
  set: (path: string, value: string) => void;
  setError: (path: string, message: string | null) => void;
}

export interface Submission {
  status: Status;
  /** Share of the upload sent, 0 to 1, while sending. */
  progress: number;
  /** The failure text: the original client's sentence, plus the server's translated reason when it gave one. */
  reason: string | null;
}

/**
 * State of one producer form: text values by field path, errors by the same paths, and the
 * submission (validated with the contract's zod schema, sent with upload progress).
 */
export function useProducerForm(initial: Record<string, string>) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submission, setSubmission] = useState<Submission>({ status: 'idle', progress: 0, reason: null });
  const [focusTick, setFocusTick] = useState(0);

  // After a refused submit, the first invalid control gets the focus (its error is described by it).
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = useCallback((path: string, value: string) => {
    setValues((current) => ({ ...current, [path]: value }));
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _, ...rest } = current;
      return rest;
    });
  }, []);

  // Errors set by a field itself (a refused picture) outlive a submit: the schema cannot see them.
  const ownErrors = useRef(new Set<string>());
  const setError = useCallback((path: string, message: string | null) => {
    if (message) ownErrors.current.add(path);
    else ownErrors.current.delete(path);
    setErrors((current) => {
      const { [path]: _, ...rest } = current;
      return message ? { ...rest, [path]: message } : rest;
    });
  }, []);

  const keepOwn = (current: FieldErrors) =>
    Object.fromEntries(Object.entries(current).filter(([path]) => ownErrors.current.has(path)));

  const exists = (path: string) => {
    const element = formRef.current?.ownerDocument.getElementById(fieldId(id, path));
    return Boolean(element && formRef.current?.contains(element));
  };

  /**
   * Checks `request` with `schema`, then sends it. Client errors stop here; a server
   * VALIDATION_ERROR lands on the fields it names.
   */
  async function submit<S extends z.ZodType>(
    schema: S,
    request: unknown,
    send: (request: unknown, onProgress: (fraction: number) => void) => Promise<unknown>,
    onSaved: (saved: unknown) => void,
    /** Rules across fields that the schema cannot see (a date within its event). */
    check: () => FieldErrors = () => ({}),
  ) {
    const parsed = schema.safeParse(request);
    const extra = check();
    if (!parsed.success || Object.keys(extra).length > 0) {
      setErrors((current) => ({
        ...keepOwn(current),
        ...extra,
        ...(parsed.success ? {} : zodErrors(t, parsed.error)),
      }));
      setSubmission({ status: 'idle', progress: 0, reason: null });
      setFocusTick((tick) => tick + 1);
      return;
    }
    setErrors(keepOwn);
    setSubmission({ status: 'sending', progress: 0, reason: null });
    try {
      // The raw request goes, not the parsed one: the server applies the same schema and defaults.
      const saved = await send(request, (progress) => setSubmission((current) => ({ ...current, progress })));
      ownErrors.current.clear();
      setErrors({});
      setSubmission({ status: 'success', progress: 1, reason: null });
      onSaved(saved);
    } catch (error) {
      const mapped = serverFieldErrors(t, error, exists);
      if (mapped) {
        setErrors(mapped.errors);
        setFocusTick((tick) => tick + 1);
      }
      const detail = mapped ? mapped.unmatched.join('; ') || null : isApiError(error) ? error.message : null;
      setSubmission({ status: 'error', progress: 0, reason: detail });
    }
  }

  const form: FormApi = { id, values, errors, set, setError };
  return { form, formRef, values, setValues, errors, setErrors, submission, setSubmission, submit };
}
