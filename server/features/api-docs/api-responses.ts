// The one hand-kept part of the API description: the schema (schemas/api, `<file>#<Definition>`) of
// the `value` each route answers with; null when the value is empty or not described by a schema yet
// (redirects, `null`, small ad-hoc objects). Everything else in the OpenAPI document comes from the
// mounted routes. Keys are `METHOD path` exactly as mounted; a mounted /wps or /lgw route without an
// entry, or an entry without a route, stops the document from building (tests/integration/openapi.test.ts).
export const API_RESPONSES: Readonly<Record<string, string | null>> = {
  // system (§7 system endpoints; open during maintenance)
  'GET /wps/system/permission': 'system#PermissionValue',
  'GET /wps/system/status': 'system#SystemStatusValue',
  'GET /wps/system/whitelabel': 'system#WhitelabelValue',
  'GET /wps/system/setting/register': 'system#RegisterSettingValue',
  // the push channel: Server-Sent Events, no envelope (see the route's eventStream mark)
  'GET /wps/push/events': null,
  // accounts, sessions, registration
  'POST /wps/session/login': 'auth#LoginValue',
  'POST /wps/session/login/freeplay': 'auth#LoginValue',
  'DELETE /wps/session/logout': null,
  'GET /wps/member/info': 'auth#MemberInfo',
  'PUT /wps/member/password': null,
  'POST /wps/member/password/email': null,
  'POST /wps/member/password/verification': null,
  'PUT /wps/member/register': 'auth#LoginValue',
  'PUT /wps/member/register/mobile': 'auth#LoginValue',
  'GET /wps/agent/affiliate': 'auth#AffiliateValue',
  'GET /wps/member/payment-password': null,
  'PUT /wps/member/payment-password': null,
  // social sign-in: browser redirects (302), no envelope on success
  'GET /wps/session/social/:provider': null,
  'GET /wps/session/social/:provider/callback': null,
  // human check, SMS codes, demo outbox
  'GET /wps/captcha': 'verification#CaptchaValue',
  'GET /wps/captcha/human': 'verification#HumanCheckChallenge',
  'POST /wps/verification/sms/noLogin': 'verification#SmsCodeValue',
  'POST /wps/verification/sms/register': 'verification#SmsCodeValue',
  'GET /wps/dev/outbox': 'verification#DevOutboxValue',
  // games catalogue
  'GET /wps/relay/GCSGAME_newGameVendor': 'games#GameVendorValue',
  'GET /wps/relay/GCSGAME_gameList': 'games#GamePage',
  'GET /wps/relay/GCSGAME_hotGamesV2': 'games#HotGamesValue',
  'GET /wps/relay/GCSGAME_getVassGameType': 'games#VassGameTypeValue',
  'GET /wps/relay/GLS2_roomList': 'games#RoomListValue',
  'GET /wps/relay/MCSFE_getFavoriteGames': 'games#FavouriteIdsValue',
  'GET /wps/relay/MCSFE_getFavoriteGamesList': 'games#FavouriteListValue',
  'POST /wps/relay/MCSFE_addFavoriteGame': 'games#FavouriteIdsValue',
  'POST /wps/relay/MCSFE_removeFavoriteGame': 'games#FavouriteIdsValue',
  'GET /wps/relay/GCS_recentGame': 'games#RecentGamesValue',
  'GET /wps/relay/GCS_gameLaunchFB': 'games#LaunchValue',
  'GET /wps/game/launchGame': 'games#PvpLaunchValue',
  // betting: jackpot, winner board, records, and the vendors' seamless wallet
  'GET /wps/game/jackpot': 'games#JackpotValue',
  'GET /wps/relay/GCSGAME_getRankList': 'games#RankListValue',
  'GET /wps/member/bets': 'betting#BetRecordPage',
  'GET /wps/member/profit': 'betting#ProfitValue',
  'POST /wps/vendor/:vendor/:action': 'seamless#WalletAnswer',
  // wallet
  'GET /wps/v2/wallets/balance': 'wallet#WalletBalance',
  'GET /wps/member/transactions': 'wallet#TransactionPage',
  'GET /wps/relay/GCS_merchantWallet': 'wallet#MerchantWalletValue',
  'GET /wps/v2/wallets': 'wallet#WalletsValue',
  'GET /wps/member/info/funds/consolidated': 'wallet#ConsolidatedFunds',
  'POST /wps/relay/GCS_walletTransfer': null,
  'GET /wps/member/transfer-upline': 'wallet#TransferTargetsValue',
  'POST /wps/member/transfer-upline': 'wallet#TransferResult',
  // deposits (and the sandbox gateway's signed webhook)
  'GET /wps/deposits/methods': 'deposits#DepositMethodsValue',
  'GET /wps/deposits': 'deposits#DepositListValue',
  'POST /wps/deposits/bank': 'deposits#DepositView',
  'POST /wps/deposits/gateway': 'deposits#DepositView',
  'POST /wps/deposits/:id/receipt': 'deposits#DepositView',
  'POST /wps/payments/sandbox/webhook': null,
  // help centre
  'GET /wps/system/helpCenter': 'help-centre#HelpCentreValue',
  // platform messages (messageV2)
  'GET /wps/member/messages': 'messages#MessageList',
  'GET /wps/relay/MCSFE_getListAnnouncements': 'messages#AnnouncementList',
  'GET /wps/relay/CSP_unreadCount': 'messages#UnreadCount',
  'POST /wps/member/messages/read': 'messages#MessageChange',
  'POST /wps/member/messages/delete': 'messages#MessageChange',
  // promotions
  'GET /wps/promotions': 'promotions#PromotionListValue',
  'GET /wps/promotions/:id': 'promotions#PromotionDetail',
  'GET /wps/games/announcements': 'promotions#GamesAnnouncementsValue',
  'POST /wps/promotions/:id/join': 'promotions#PromotionDetail',
  'GET /wps/bonuses': 'promotions#BonusListValue',
  'POST /wps/bonuses/:id/forfeit': 'promotions#BonusView',
  'POST /wps/promotions/:id/applications': 'promotions#ApplicationView',
  'POST /wps/promotions/applications/:id/images': 'promotions#ApplicationView',
  'GET /wps/rewards': 'promotions#RewardListValue',
  'POST /wps/rewards/:id/claim': 'promotions#ClaimableReward',
  'GET /wps/rebate': 'promotions#RebateListValue',
  'GET /wps/promotions/referral/overview': 'promotions#ReferralOverview',
  'POST /wps/rebate/:id/claim': 'promotions#RebateClaimValue',
  'POST /wps/relay/MCS2_claimRafflePromotion': 'raffle#ClaimRaffleValue',
  'GET /wps/promotions/:id/raffle': 'raffle#RaffleView',
  'GET /wps/promotions/:id/leaderboard': 'raffle#LeaderboardValue',
  // withdrawals
  'GET /wps/withdrawals/info': 'withdrawals#WithdrawalInfoValue',
  'POST /wps/withdrawals/cards': 'withdrawals#CardView',
  'DELETE /wps/withdrawals/cards/:id': null,
  'GET /wps/withdrawals': 'withdrawals#WithdrawalListValue',
  'POST /wps/withdrawals': 'withdrawals#WithdrawalView',
  'POST /wps/withdrawals/:id/proofs': 'withdrawals#WithdrawalView',
  'POST /wps/withdrawals/:id/confirm': 'withdrawals#WithdrawalView',
};
