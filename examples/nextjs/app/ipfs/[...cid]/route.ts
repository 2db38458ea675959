// The sandbox's placeholder IPFS gateway: its demo images, drawn locally, so nothing reaches a public gateway.
export { GET } from '../../api/[...path]/route'
