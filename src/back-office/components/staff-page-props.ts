// What every back-office page receives from the app: who is signed in, and the brand chosen in the top bar.
import type { StaffMe } from '../../../schemas/generated/staff.ts';

export interface StaffPageProps {
  staff: StaffMe;
  /** The chosen brand, for brand pages (always one of the member's brands). */
  brandId: string;
}
