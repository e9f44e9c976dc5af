// Cashier rules a schema cannot say: a range whose maximum is below its minimum refuses every amount,
// and a bank transfer with no operator account gives the player nowhere to pay.
import { isObject, listAt, objectAt, type Problem } from './tenant-problem.ts';

function range(value: unknown, pointer: string, what: string): Problem[] {
  if (!isObject(value) || typeof value.minAmount !== 'number' || typeof value.maxAmount !== 'number' || value.maxAmount >= value.minAmount) return [];
  return [{ pointer: `${pointer}/maxAmount`, message: `is below minAmount (${value.maxAmount} < ${value.minAmount}), so every ${what} is refused` }];
}

export function cashierRules(data: Record<string, unknown>): Problem[] {
  const cashier = objectAt(data, 'cashier');
  const out: Problem[] = [];
  listAt(cashier, 'depositMethods').forEach((method, i) => {
    const pointer = `/cashier/depositMethods/${i}`;
    out.push(...range(method, pointer, 'deposit'));
    // An empty list is the schema's minItems (same message, from its x-message).
    if (isObject(method) && method.kind === 'manualBank' && method.bankAccounts === undefined)
      out.push({ pointer: `${pointer}/bankAccounts`, message: 'is required: a bank transfer needs at least one operator account to pay into' });
  });
  out.push(...range(cashier.withdrawal, '/cashier/withdrawal', 'withdrawal'));
  return out;
}
