// The built-in studio's game client (plain browser JavaScript, no build step): slot, baccarat, fishing
// and match-betting UIs, the fairness panel and the verification page. It talks only to the studio's API
// (/api/studio/...), never to the portal's; texts come translated in the boot data.
(() => {
  'use strict';
  const boot = JSON.parse(document.getElementById('studio-boot').textContent);
  const S = boot.strings;
  const root = document.getElementById('studio');
  const t = (key, params) => (S[key] || key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => (params && k in params ? String(params[k]) : ''));
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'class') node.className = v;
      else if (k === 'text') node.textContent = v;
      else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else if (v !== false && v != null) node.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children) if (c != null) node.append(c);
    return node;
  };
  const svg = (markup) => {
    const wrap = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    wrap.setAttribute('viewBox', '0 0 100 100');
    wrap.setAttribute('aria-hidden', 'true');
    wrap.innerHTML = markup;
    return wrap;
  };
  // The portal's display rule (spec §9): 2 decimals with thousands commas, whatever the currency's minor units.
  const money = (minor) => {
    const units = boot.currency ? boot.currency.minorUnits : 2;
    const text = (minor / 10 ** units).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${boot.currency ? boot.currency.symbol : ''}${text}`;
  };
  const api = async (path, body) => {
    const res = await fetch(`/api/studio/${path}`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', 'x-language': boot.lang },
      body: JSON.stringify(body),
    });
    const data = await res.json().catch(() => ({ success: false, message: t('failed') }));
    if (!data.success) throw Object.assign(new Error(data.message || t('failed')), { code: data.code });
    return data.value;
  };

  if (boot.mode === 'verify') return verifyPage();

  const base = `${encodeURIComponent(boot.vendor)}/${encodeURIComponent(boot.gameCode)}`;
  const balance = el('span', { class: 'balance', 'data-testid': 'studio-balance', text: '…' });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', 'data-testid': 'studio-message' });
  const header = el(
    'header',
    {},
    el('h1', {}, boot.name, boot.own ? null : el('span', { class: 'badge', text: t('sandbox') })),
    el('div', {}, `${t('balance')}: `, balance),
  );
  const stage = el('section', { class: 'stage', 'aria-label': boot.name });
  const fairness = el('section', { class: 'fairness', 'aria-label': t('fairnessTitle') });
  root.append(
    header,
    el('main', {}, boot.own ? null : el('p', { class: 'notice', text: t('sandboxNotice', { vendor: boot.vendor }) }), stage, message, fairness),
  );

  let busy = false;
  // What the game screen does when a new commitment arrives (the match screen shows the next fixture).
  let onCommitment = () => {};
  const say = (text, kind) => {
    message.textContent = text;
    message.className = `message ${kind || ''}`;
  };
  const setBalance = (minor) => (balance.textContent = money(minor));

  // Fairness panel: the next round's seed hash (committed), the client seed the player may change,
  // and the last round's revealed seed.
  const hashOut = el('span', { class: 'mono', 'data-testid': 'studio-seed-hash' });
  const nonceOut = el('span', { class: 'mono' });
  const clientSeed = el('input', { 'aria-label': t('clientSeed'), maxlength: 64, 'data-testid': 'studio-client-seed' });
  const revealed = el('div', { class: 'mono', 'data-testid': 'studio-revealed', text: t('noRoundYet') });
  const showCommitment = (f) => {
    hashOut.textContent = f.seedHash;
    nonceOut.textContent = String(f.nonce);
    clientSeed.value = f.clientSeed;
    onCommitment(f);
  };
  const verifyLink = el(
    'a',
    { href: `/studio/verify?lang=${encodeURIComponent(boot.lang)}`, target: '_blank', rel: 'noopener', 'data-testid': 'studio-verify-link' },
    t('verifyLink'),
  );
  /** Points the verify link at the round just played, so the page opens with its seeds and input filled in. */
  const linkVerify = (r, input) => {
    const q = new URLSearchParams({
      lang: boot.lang,
      engine: boot.engine,
      serverSeed: r.serverSeed,
      clientSeed: r.clientSeed,
      nonce: String(r.nonce),
      input: JSON.stringify(input),
    });
    verifyLink.href = `/studio/verify?${q}`;
  };
  const reopen = () =>
    api(`${base}/open`, { token: boot.token }).then((opened) => {
      setBalance(opened.balance);
      showCommitment(opened.fairness);
    });
  fairness.append(
    el('h2', { text: t('fairnessTitle') }),
    el('div', {}, `${t('nextSeedHash')}: `, hashOut),
    el('div', {}, `${t('nonce')}: `, nonceOut),
    el(
      'div',
      { class: 'row' },
      el('label', {}, t('clientSeed'), clientSeed),
      el(
        'button',
        {
          type: 'button',
          onclick: async () => {
            try {
              showCommitment((await api(`${base}/seed`, { token: boot.token, clientSeed: clientSeed.value })).fairness);
              say(t('seedSaved'));
            } catch (err) {
              say(err.message, 'error');
            }
          },
        },
        t('save'),
      ),
    ),
    el('div', {}, `${t('lastRound')}: `, revealed),
    verifyLink,
  );

  /** The round's money on screen: the balance here, and the portal's /game page refreshes its header (same origin only). */
  const showSettled = (round) => {
    setBalance(round.balance);
    if (window.parent !== window) window.parent.postMessage({ type: 'studio:round' }, window.location.origin);
  };
  /** One round: input → server → show; returns the round or null on refusal. A game that reveals its result slowly shows the money itself (showSettled) once it has. */
  const play = async (input, buttons, { settleLater = false } = {}) => {
    if (busy) return null;
    busy = true;
    buttons.forEach((b) => (b.disabled = true));
    say('');
    try {
      const round = await api(`${base}/play`, { token: boot.token, input });
      if (!settleLater) showSettled(round);
      showCommitment(round.fairness);
      const r = round.revealed;
      revealed.textContent = `${t('serverSeed')} ${r.serverSeed} · ${t('clientSeed')} ${r.clientSeed} · ${t('nonce')} ${r.nonce}`;
      linkVerify(r, input);
      return round;
    } catch (err) {
      say(err.message, 'error');
      // The round on offer changed (another window played, or the client seed changed): show the current one.
      if (err.code === 'fixtureChanged') await reopen().catch(() => {});
      return null;
    } finally {
      busy = false;
      buttons.forEach((b) => (b.disabled = false));
    }
  };
  const announce = (round) => {
    if (round.jackpotWin > 0) say(t('jackpotWon', { amount: money(round.jackpotWin) }), 'win');
    else if (round.payout > 0) say(t('youWon', { amount: money(round.payout) }), 'win');
    else say(t('noWin'));
  };
  // Chips are written for a cent-based currency; the brand's stake scale makes them fit its own (VND: × 100).
  const scaled = (choices) => choices.map((n) => n * (boot.stakeScale || 1));
  const stakeOptions = (choices) => {
    const select = el('select', { 'data-testid': 'studio-stake' });
    for (const v of choices.filter((c) => c <= boot.maxStake)) select.append(el('option', { value: v, text: money(v) }));
    return select;
  };

  const SYMBOLS = {
    SEVEN: '<text x="50" y="74" font-size="72" text-anchor="middle" font-weight="900" fill="#ef4444">7</text>',
    BAR: '<rect x="10" y="34" width="80" height="32" rx="6" fill="#e5e7eb"/><text x="50" y="59" font-size="24" text-anchor="middle" font-weight="900" fill="#111">BAR</text>',
    BELL: '<path d="M50 14c-16 0-24 14-24 30v16l-8 12h64l-8-12V44c0-16-8-30-24-30z" fill="#fbbf24"/><circle cx="50" cy="80" r="7" fill="#f59e0b"/>',
    CHERRY:
      '<path d="M50 14c-4 18-14 30-22 40M50 14c4 18 10 30 20 38" stroke="#16a34a" stroke-width="5" fill="none"/><circle cx="30" cy="66" r="15" fill="#dc2626"/><circle cx="68" cy="64" r="15" fill="#b91c1c"/>',
    LEMON: '<ellipse cx="50" cy="52" rx="34" ry="24" fill="#fde047"/>',
    ORANGE: '<circle cx="50" cy="54" r="30" fill="#fb923c"/><path d="M50 24c4-8 12-10 18-8" stroke="#16a34a" stroke-width="5" fill="none"/>',
    PLUM: '<circle cx="50" cy="54" r="30" fill="#7c3aed"/><ellipse cx="40" cy="44" rx="8" ry="5" fill="#a78bfa"/>',
    WILD: '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z" fill="#22d3ee"/><text x="50" y="64" font-size="24" text-anchor="middle" font-weight="900" fill="#083344">W</text>',
    JACKPOT:
      '<path d="M50 8l38 42-38 42-38-42z" fill="#facc15"/><text x="50" y="60" font-size="26" text-anchor="middle" font-weight="900" fill="#713f12">JP</text>',
  };

  function slotGame() {
    const cells = [];
    const reels = el('div', { class: 'reels', 'data-testid': 'studio-reels' });
    for (let row = 0; row < 3; row += 1)
      for (let reel = 0; reel < 5; reel += 1) {
        const cell = el('div', { class: 'cell', role: 'img', 'aria-label': '' });
        cells.push({ reel, row, cell });
        reels.append(cell);
      }
    const draw = (grid) => {
      for (const { reel, row, cell } of cells) {
        const symbol = grid[reel][row];
        cell.replaceChildren(svg(SYMBOLS[symbol] || ''));
        cell.setAttribute('aria-label', symbol);
        cell.classList.remove('hit');
      }
    };
    draw(
      [0, 1, 2, 3, 4].map(
        (i) =>
          [
            ['CHERRY', 'SEVEN', 'BELL'],
            ['LEMON', 'WILD', 'PLUM'],
            ['BAR', 'SEVEN', 'ORANGE'],
            ['PLUM', 'BELL', 'CHERRY'],
            ['ORANGE', 'BAR', 'LEMON'],
          ][i],
      ),
    );
    const perLine = stakeOptions(scaled([1, 2, 5, 10, 20, 50, 100, 500]).filter((n) => n * 10 >= boot.minBet));
    const total = el('span', { class: 'balance' });
    const updateTotal = () => (total.textContent = money(Number(perLine.value) * 10));
    perLine.addEventListener('change', updateTotal);
    updateTotal();
    const spin = el('button', { class: 'primary', type: 'button', 'data-testid': 'studio-spin' }, t('spin'));
    spin.addEventListener('click', async () => {
      const round = await play({ betPerLine: Number(perLine.value) }, [spin]);
      if (!round) return;
      draw(round.result.grid);
      const lines = PAYLINES();
      for (const win of round.result.lineWins) {
        const path = lines[win.line];
        for (let reel = 0; reel < win.count; reel += 1) cells.find((c) => c.reel === reel && c.row === path[reel]).cell.classList.add('hit');
      }
      announce(round);
    });
    stage.append(reels, el('div', { class: 'controls' }, el('label', {}, t('betPerLine'), perLine), el('span', {}, `${t('totalBet')}: `, total), spin));
  }
  // Row index per reel of each of the 10 paylines (same table as the engine; line 0 is the middle row).
  const PAYLINES = () => [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ];

  function baccaratGame() {
    const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };
    const hand = (title, id) => {
      const cards = el('div', { class: 'cards', 'data-testid': `studio-${id}-cards` });
      const points = el('div', { class: 'points', text: '–' });
      return { box: el('div', { class: 'hand' }, el('h2', { text: title }), cards, points), cards, points };
    };
    const player = hand(t('player'), 'player');
    const banker = hand(t('banker'), 'banker');
    const chip = stakeOptions(scaled([100, 500, 1000, 5000, 10000, 50000]).filter((n) => n >= boot.minBet));
    const bets = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const sideButtons = {};
    const labels = { PLAYER: t('player'), BANKER: t('banker'), TIE: t('tie') };
    const odds = { PLAYER: '1:1', BANKER: '0.95:1', TIE: '8:1' };
    const sides = el('div', { class: 'sides' });
    const refresh = () => {
      for (const side of Object.keys(bets)) {
        const b = sideButtons[side];
        b.classList.toggle('on', bets[side] > 0);
        b.querySelector('strong').textContent = bets[side] > 0 ? money(bets[side]) : '—';
      }
    };
    for (const side of Object.keys(bets)) {
      const b = el(
        'button',
        { type: 'button', class: 'side', 'data-testid': `studio-bet-${side}`, 'aria-label': labels[side] },
        el('span', { text: labels[side] }),
        el('strong', { text: '—' }),
        el('small', { text: odds[side] }),
      );
      b.addEventListener('click', () => {
        bets[side] += Number(chip.value);
        refresh();
      });
      sideButtons[side] = b;
      sides.append(b);
    }
    const clear = el(
      'button',
      {
        type: 'button',
        onclick: () => {
          for (const k of Object.keys(bets)) bets[k] = 0;
          refresh();
        },
      },
      t('clear'),
    );
    const deal = el('button', { class: 'primary', type: 'button', 'data-testid': 'studio-deal' }, t('deal'));
    const showCards = (target, cards, points) => {
      target.cards.replaceChildren(
        ...cards.map((c) => el('div', { class: `card ${c.suit === 'H' || c.suit === 'D' ? 'red' : ''}`, text: `${c.rank}${SUIT[c.suit]}` })),
      );
      target.points.textContent = String(points);
    };
    deal.addEventListener('click', async () => {
      const list = Object.entries(bets)
        .filter(([, v]) => v > 0)
        .map(([side, amount]) => ({ side, amount }));
      if (list.length === 0) return say(t('placeBetFirst'), 'error');
      const round = await play({ bets: list }, [deal, clear]);
      if (!round) return;
      showCards(player, round.result.player, round.result.playerPoints);
      showCards(banker, round.result.banker, round.result.bankerPoints);
      say(`${t('outcome')}: ${labels[round.result.outcome]}`);
      if (round.payout > 0) announce(round);
    });
    stage.append(el('div', { class: 'table' }, player.box, banker.box), sides, el('div', { class: 'controls' }, el('label', {}, t('chip'), chip), clear, deal));
  }

  function fishGame() {
    const FISH = [
      ['small-fish', 2, '#fde047'],
      ['clownfish', 3, '#fb923c'],
      ['pufferfish', 5, '#a3e635'],
      ['turtle', 8, '#34d399'],
      ['octopus', 15, '#f472b6'],
      ['shark', 30, '#94a3b8'],
      ['whale', 50, '#60a5fa'],
      ['golden-dragon', 100, '#facc15'],
    ];
    const sea = el('div', { class: 'sea', 'data-testid': 'studio-sea' });
    const bet = stakeOptions(scaled([10, 20, 50, 100, 500, 1000]).filter((n) => n >= boot.minBet));
    const swimmers = FISH.map(([id, multiplier, colour], i) => {
      const button = el('button', { type: 'button', class: 'fish', 'data-testid': `studio-fish-${id}`, 'aria-label': `${t(`fish_${id}`)} ×${multiplier}` });
      const state = { x: (i * 97) % 90, y: 6 + ((i * 37) % 72), speed: 0.05 + (i % 4) * 0.03, dir: i % 2 ? 1 : -1 };
      // Drawn facing the way it swims (head first); the label is never mirrored.
      const body = 14 + Math.min(multiplier, 50) / 4;
      const right = state.dir > 0;
      const centre = right ? 58 : 42;
      const tail = right ? 'M26 30l-24-15v30z' : 'M74 30l24-15v30z';
      const eye = right ? 82 : 18;
      const label = right ? 52 : 48;
      const art = svg(
        `<ellipse cx="${centre}" cy="30" rx="36" ry="${body}" fill="${colour}"/><path d="${tail}" fill="${colour}"/><circle cx="${eye}" cy="25" r="3.5" fill="#111"/><text x="${label}" y="37" font-size="17" text-anchor="middle" font-weight="900" fill="#111">${multiplier}×</text>`,
      );
      art.setAttribute('viewBox', '0 0 100 60');
      button.append(art);
      button.addEventListener('click', async () => {
        const round = await play({ fishId: id, bet: Number(bet.value) }, []);
        if (!round) return;
        if (round.result.caught) {
          say(t('caught', { fish: t(`fish_${id}`), amount: money(round.payout) }), 'win');
          state.x = state.dir > 0 ? -10 : 100;
        } else say(t('missed'));
      });
      sea.append(button);
      return { button, state };
    });
    let last = performance.now();
    const swim = (now) => {
      const dt = Math.min(64, now - last);
      last = now;
      for (const { button, state } of swimmers) {
        state.x += state.dir * state.speed * dt * 0.05;
        if (state.x > 100) state.x = -10;
        if (state.x < -10) state.x = 100;
        button.style.left = `${state.x}%`;
        button.style.top = `${state.y}%`;
      }
      requestAnimationFrame(swim);
    };
    requestAnimationFrame(swim);
    stage.append(sea, el('div', { class: 'controls' }, el('label', {}, t('betPerShot'), bet), el('span', { text: t('shootHint') })));
  }

  function matchGame() {
    const kind = boot.matchKind;
    const cockfight = kind === 'cockfight';
    const LABELS = { HOME: t('matchHome'), AWAY: t('matchAway'), DRAW: t('matchDraw'), MERON: t('matchMeron'), WALA: t('matchWala') };
    // The side a pick backs (first or second), or null for the draw.
    const SIDE_OF = { HOME: 0, TEAM_A: 0, MERON: 0, AWAY: 1, TEAM_B: 1, WALA: 1, DRAW: null };
    const CORNERS = { football: ['home', 'away'], esports: ['team-a', 'team-b'], cockfight: ['meron', 'wala'] }[kind];
    const COLOURS = { football: ['#f59e0b', '#38bdf8'], esports: ['#a78bfa', '#34d399'], cockfight: ['#ef4444', '#3b82f6'] }[kind];
    // Esports teams are their own label; football and cockfight picks have a word (Home, Meron, …) and a name under it.
    const labelOf = (pick, fixture) => LABELS[pick] || fixture.sides[SIDE_OF[pick]].name;
    const nameUnder = (pick, fixture) => (LABELS[pick] && SIDE_OF[pick] !== null ? fixture.sides[SIDE_OF[pick]].name : '');
    const winnerText = (pick, fixture) =>
      pick === 'DRAW' ? t('matchDraw') : t('matchWins', { side: cockfight ? LABELS[pick] : fixture.sides[SIDE_OF[pick]].name });
    const odds = (hundredths) => (hundredths / 100).toFixed(2);
    const initials = (name) =>
      name
        .split(/\s+/)
        .map((w) => w[0])
        .join('')
        .slice(0, 2)
        .toUpperCase() || name.slice(0, 2).toUpperCase();
    const emblem = (name, colour) => {
      if (cockfight) {
        return svg(
          `<path d="M22 34c-10 8-12 26-4 38 4-10 10-16 18-18" fill="${colour}" opacity=".7"/><path d="M30 76c-8-14-6-34 8-42 2-12 12-20 22-16 8 2 12 8 12 14l10 4-10 5c2 18-8 34-24 38-8 2-14 0-18-3z" fill="${colour}"/>` +
            '<path d="M56 16l4-9 3 7 5-8 2 10z" fill="#fca5a5"/><circle cx="64" cy="27" r="3" fill="#111"/><path d="M44 78v14M56 77v15" stroke="#fbbf24" stroke-width="4" stroke-linecap="round"/>',
        );
      }
      const shape = kind === 'football' ? 'M50 6l38 12v30c0 24-18 40-38 48C30 88 12 72 12 48V18z' : 'M50 4l40 23v46L50 96 10 73V27z';
      const label = initials(name).replace(/[^A-Z]/g, '');
      return svg(
        `<path d="${shape}" fill="${colour}" stroke="#0c0f22" stroke-width="3"/><text x="50" y="61" font-size="30" text-anchor="middle" font-weight="900" fill="#0c0f22">${label}</text>`,
      );
    };

    const contenders = [0, 1].map((i) => {
      const corner = el('div', { class: 'corner', text: cockfight ? LABELS[i ? 'WALA' : 'MERON'] : kind === 'football' ? LABELS[i ? 'AWAY' : 'HOME'] : '' });
      const badge = el('div', { class: 'emblem' });
      const name = el('div', { class: 'name', 'data-testid': `studio-side-${i}` });
      const bar = el('i');
      const strength = el('div', { class: 'strength' }, el('span'), el('div', { class: 'bar' }, bar));
      const box = el('div', { class: `contender ${CORNERS[i]}` }, corner.textContent ? corner : null, badge, name, strength);
      return { box, badge, name, bar, strength };
    });
    const score = el('div', { class: 'score', 'data-testid': 'studio-score', text: t('matchVs') });
    const note = el('small');
    const verdict = el('div', { class: 'verdict', 'data-testid': 'studio-verdict' });
    const card = el(
      'div',
      { class: 'fixture', 'data-testid': 'studio-fixture' },
      el('div', { class: 'fixture-title', text: t(`matchMarket_${kind}`) }),
      el('div', { class: 'duel' }, contenders[0].box, el('div', { class: 'centre' }, score, note), contenders[1].box),
      verdict,
      el('p', { class: 'rules', text: t(`matchRules_${kind}`) }),
    );
    const markets = el('div', { class: 'markets', role: 'group', 'aria-label': t(`matchMarket_${kind}`) });
    const stake = stakeOptions(scaled([50, 100, 500, 1000, 5000, 10000, 50000]).filter((n) => n >= boot.minBet));
    if ([...stake.options].some((o) => o.value === '100')) stake.value = '100';
    const potential = el('span', { class: 'potential', 'data-testid': 'studio-potential' });
    const place = el('button', { class: 'primary', type: 'button', 'data-testid': 'studio-place-bet' }, t('matchPlaceBet'));

    let fixture = null; // on the card
    let waiting = null; // the next one, held while a round is played and its result is on show
    let phase = 'offer'; // offer → playing → result → (next) offer
    let pick = null;
    let buttons = [];

    const market = (p) => fixture.markets.find((m) => m.pick === p);
    const refresh = () => {
      for (const b of buttons) {
        b.classList.toggle('on', b.dataset.pick === pick);
        b.setAttribute('aria-pressed', String(b.dataset.pick === pick));
      }
      potential.textContent = pick && phase === 'offer' ? t('matchReturn', { amount: money(Math.floor((Number(stake.value) * market(pick).odds) / 100)) }) : '';
    };
    const show = (next) => {
      fixture = next;
      phase = 'offer';
      pick = null;
      card.classList.remove('live');
      markets.classList.remove('settled');
      contenders.forEach((c, i) => {
        const side = fixture.sides[i];
        c.box.classList.remove('won', 'lost');
        c.badge.replaceChildren(emblem(side.name, COLOURS[i]));
        c.name.textContent = side.name;
        c.strength.firstChild.textContent = `${t('matchStrength')} ${side.strength}`;
        c.bar.style.width = `${side.strength}%`;
      });
      score.textContent = t('matchVs');
      note.textContent = '';
      verdict.textContent = '';
      buttons = fixture.markets.map((m) => {
        const side = SIDE_OF[m.pick];
        const b = el(
          'button',
          {
            type: 'button',
            class: `market ${side === null ? 'draw' : CORNERS[side]}`,
            'data-pick': m.pick,
            'data-testid': `studio-pick-${m.pick}`,
            'aria-label': `${labelOf(m.pick, fixture)} ${t('matchOdds')} ${odds(m.odds)}`,
          },
          el('span', { class: 'label', text: labelOf(m.pick, fixture) }),
          nameUnder(m.pick, fixture) ? el('small', { text: nameUnder(m.pick, fixture) }) : null,
          el('strong', { text: odds(m.odds) }),
        );
        b.addEventListener('click', () => {
          if (phase !== 'offer') return;
          pick = m.pick;
          refresh();
        });
        return b;
      });
      markets.replaceChildren(...buttons);
      place.textContent = t('matchPlaceBet');
      refresh();
    };
    onCommitment = (f) => {
      if (!f.fixture) return;
      if (phase === 'offer') show(f.fixture);
      else waiting = f.fixture;
    };
    stake.addEventListener('change', refresh);

    const REVEAL_MS = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 200 : 1400;
    const wait = (ms) => new Promise((done) => setTimeout(done, ms));
    place.addEventListener('click', async () => {
      if (phase === 'result') return show(waiting || fixture);
      if (phase !== 'offer') return;
      if (!pick) return say(t('matchPickFirst'), 'error');
      phase = 'playing';
      waiting = null;
      const round = await play({ kind, fixtureId: fixture.id, pick, stake: Number(stake.value) }, [place, ...buttons], { settleLater: true });
      if (!round) {
        phase = 'offer';
        if (waiting) show(waiting);
        return;
      }
      place.disabled = true;
      markets.classList.add('settled');
      card.classList.add('live');
      score.textContent = '•••';
      note.textContent = t('matchLive');
      await wait(REVEAL_MS);
      const r = round.result;
      card.classList.remove('live');
      // A score between the sides (a cockfight has none), the verdict under them.
      score.textContent = r.score ? `${r.score[0]} – ${r.score[1]}` : t('matchVs');
      note.textContent = t('matchFinal');
      verdict.textContent = winnerText(r.outcome, r.fixture);
      const winner = SIDE_OF[r.outcome];
      contenders.forEach((c, i) => {
        c.box.classList.toggle('won', winner === i);
        c.box.classList.toggle('lost', winner !== null && winner !== i);
      });
      for (const b of buttons) b.classList.toggle('won', b.dataset.pick === r.outcome);
      showSettled(round);
      say(`${t('outcome')}: ${winnerText(r.outcome, r.fixture)}`);
      if (round.payout > 0) announce(round);
      phase = 'result';
      potential.textContent = '';
      place.textContent = cockfight ? t('matchNextFight') : t('matchNext');
      place.disabled = false;
    });
    stage.append(card, markets, el('div', { class: 'controls' }, el('label', {}, t('matchStake'), stake), potential, place));
  }

  ({ slot: slotGame, baccarat: baccaratGame, fish: fishGame, match: matchGame })[boot.engine]();
  reopen().catch((err) => say(err.message, 'error'));

  function verifyPage() {
    // An example input per game; a game page's verify link fills in its last round instead.
    const EXAMPLES = {
      slot: '{"betPerLine":10}',
      baccarat: '{"bets":[{"side":"BANKER","amount":100}]}',
      fish: '{"fishId":"turtle","bet":50}',
      match: '{"kind":"cockfight","fixtureId":"0000000000000000","pick":"MERON","stake":100}',
    };
    const asked = new URLSearchParams(window.location.search);
    const engine = el('select', { 'data-testid': 'verify-engine' }, ...Object.keys(EXAMPLES).map((e) => el('option', { value: e, text: t(`engine_${e}`) })));
    if (asked.get('engine') in EXAMPLES) engine.value = asked.get('engine');
    const serverSeed = el('input', { 'data-testid': 'verify-server-seed', size: 64, value: asked.get('serverSeed') });
    const client = el('input', { 'data-testid': 'verify-client-seed', value: asked.get('clientSeed') });
    const nonce = el('input', { type: 'number', min: 0, value: asked.get('nonce') || 0, 'data-testid': 'verify-nonce' });
    const input = el('input', { value: asked.get('input') || EXAMPLES[engine.value], 'data-testid': 'verify-input', size: 40 });
    engine.addEventListener('change', () => {
      if (Object.values(EXAMPLES).includes(input.value)) input.value = EXAMPLES[engine.value];
    });
    const out = el('pre', { class: 'mono', 'data-testid': 'verify-result' });
    const run = el('button', { class: 'primary', type: 'button' }, t('verifyRun'));
    run.addEventListener('click', async () => {
      try {
        const value = await api('verify', {
          engine: engine.value,
          serverSeed: serverSeed.value.trim(),
          clientSeed: client.value,
          nonce: Number(nonce.value),
          input: JSON.parse(input.value),
        });
        out.textContent = `${t('seedHash')}: ${value.seedHash}\n${JSON.stringify(value.result, null, 2)}`;
      } catch (err) {
        out.textContent = err.message;
      }
    });
    root.append(
      el(
        'main',
        {},
        el('h1', { text: t('verifyTitle') }),
        el('p', { text: t('verifyHelp') }),
        el(
          'section',
          { class: 'fairness' },
          el('label', {}, t('engine'), engine),
          el('label', {}, t('serverSeed'), serverSeed),
          el('label', {}, t('clientSeed'), client),
          el('label', {}, t('nonce'), nonce),
          el('label', {}, t('roundInput'), input),
          run,
          out,
        ),
      ),
    );
  }
})();
