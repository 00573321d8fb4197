import { type FormEvent, useId, useState } from 'react';
import { fr } from '../../../domain/messages.fr';
import { budgetFcfaSchema } from '../../../domain/validation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { BudgetLabel } from './budget-label';

interface BudgetEditorProps {
  budgetFcfa: number | null;
  onChange: (budgetFcfa: number) => void;
  /** Opened from the start, when the budget is the problem. */
  startOpen?: boolean;
}

/** The budget with an inline edit: Valider keeps a number above 0, Annuler leaves it as it was. */
export function BudgetEditor({ budgetFcfa, onChange, startOpen = false }: BudgetEditorProps) {
  const id = useId();
  const [editing, setEditing] = useState(startOpen);
  const [text, setText] = useState(budgetFcfa ? String(budgetFcfa) : '');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = budgetFcfaSchema.safeParse(text);
    if (!parsed.success) {
      setError(fr.selection.budgetMustBePositive);
      return;
    }
    setError(undefined);
    setEditing(false);
    onChange(parsed.data);
  };

  const cancel = () => {
    setText(budgetFcfa ? String(budgetFcfa) : '');
    setError(undefined);
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold text-indigo-900">Budget : </span>
          <BudgetLabel budgetFcfa={budgetFcfa} />
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing(true)}
          className="-mx-3 text-terracotta-700 underline underline-offset-4"
        >
          {budgetFcfa ? 'Modifier le budget' : 'Fixer un budget'}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-3">
      <p id={`${id}-title`} className="font-semibold text-indigo-900">
        Modifier le budget
      </p>
      <TextField
        label="Nouveau budget (FCFA)"
        inputMode="numeric"
        autoComplete="off"
        placeholder={fr.upload.budgetPlaceholder}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex gap-2">
        <Button type="submit">Valider</Button>
        <Button variant="secondary" onClick={cancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
