import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react'

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  /** Replace the current history entry instead of adding one (in the app; a plain link always adds one). */
  replace?: boolean
}

/**
 * A link between Disha's own pages. Inside the app (react-router) it navigates without a page load; on the
 * pre-rendered landing page, which carries no router (docs/benchmarks.md, front end), it is a plain link. The
 * components shared by both (header, footer, login form) use this instead of react-router's Link.
 */
export type RenderAppLink = (props: AppLinkProps) => ReactNode

const renderPlainLink: RenderAppLink = ({ to, replace: _replace, ...props }) => <a href={to} {...props} />

/** How a link is drawn: a plain one unless the app provides react-router's (a render function, not a component). */
export const AppLinkContext = createContext<RenderAppLink>(renderPlainLink)

export function AppLink(props: AppLinkProps) {
  return useContext(AppLinkContext)(props)
}
