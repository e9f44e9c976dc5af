// The money formatter lives with the shared rules (the server formats limits in its messages the same way).
export * from '../../../schemas/rules/money-format.ts';
