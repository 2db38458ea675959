import type { Route } from '../http/route.js'
import { entityRoutes } from './entityRoutes.js'
import { levelRoutes } from './levelRoutes.js'
import { metricRoutes } from './metricRoutes.js'
import { nftRoutes } from './nftRoutes.js'
import { skillRoutes } from './skillRoutes.js'
import { themeRoutes } from './themeRoutes.js'
import { userRoutes } from './userRoutes.js'

/** Every endpoint of the service (rows 1 to 27). The catch-all `POST /api/:userAddress` of row 27 comes last. */
export const allRoutes: readonly Route[] = [
  ...metricRoutes,
  ...entityRoutes,
  ...nftRoutes,
  ...themeRoutes,
  ...skillRoutes,
  ...levelRoutes,
  ...userRoutes,
]
