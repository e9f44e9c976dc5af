// Where a visitor is sent when an action needs a signed-in member. Lives in lib because every
// feature sends visitors there (games, accounts) and features never import each other.
export const LOGIN_PAGE = '/login';
