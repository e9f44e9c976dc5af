// The players pages of one brand: the search (/players) and a player's page (/players/:id). A player
// belongs to the brand chosen in the top bar; choosing another brand goes back to that brand's search.
import { useEffect, useRef } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { PlayerDetail } from './player-detail.tsx';
import { PlayerSearch } from './player-search.tsx';

export function PlayersPage({ staff, brandId }: StaffPageProps) {
  const navigate = useNavigate();
  const shownBrand = useRef(brandId);
  useEffect(() => {
    if (shownBrand.current === brandId) return;
    shownBrand.current = brandId;
    navigate('/players');
  }, [brandId, navigate]);
  return (
    <Routes>
      <Route index element={<PlayerSearch staff={staff} brandId={brandId} />} />
      <Route path=":playerId" element={<PlayerRoute staff={staff} brandId={brandId} />} />
    </Routes>
  );
}

function PlayerRoute(props: StaffPageProps) {
  const id = Number(useParams().playerId);
  return Number.isSafeInteger(id) && id > 0 ? <PlayerDetail {...props} playerId={id} key={`${props.brandId}:${id}`} /> : <PlayerSearch {...props} />;
}
