import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { createAddressFromString, hexToBytes, bytesToHex } from '@ethereumjs/util'
import { createVM, type VM } from '@ethereumjs/vm'
import {
  concat,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  hashMessage,
  keccak256,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

type Compiled = { abi: Abi; bytecode: Hex }

/** Compiles SmartWallet.sol with solc-js (the compiler from the npm registry, no network). */
function compileWallets(): { wallet: Compiled; factory: Compiled } {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const source = readFileSync(new URL('./SmartWallet.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'SmartWallet.sol': { content: source } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const contract = (name: string): Compiled => {
    const found = output.contracts['SmartWallet.sol']![name]!
    return { abi: found.abi, bytecode: `0x${found.evm.bytecode.object}` }
  }
  return { wallet: contract('SmartWallet'), factory: contract('SmartWalletFactory') }
}

/** An Ethereum chain in this process, answering JSON-RPC over HTTP (what `--rpc <chainId>=<url>` points at). */
export type TestChain = {
  chainId: number
  /** The JSON-RPC endpoint. */
  url: string
  factory: Address
  /** Requests the chain answered, by method. */
  readonly calls: string[]
  /** Where a wallet for `owner` and `salt` is, deployed or not. */
  walletAddress(owner: Address, salt: Hex): Promise<Address>
  /** Deploys the wallet of `owner` and `salt` (an ERC-1271 wallet on chain). */
  deployWallet(owner: Address, salt: Hex): Promise<Address>
  /** The owner's ERC-1271 signature of `message` for `wallet`. */
  signAsWallet(owner: PrivateKeyAccount, wallet: Address, message: string): Promise<Hex>
  /** The same, wrapped for a wallet not deployed yet (ERC-6492): the factory call that would deploy it comes along. */
  signAsCounterfactualWallet(owner: PrivateKeyAccount, salt: Hex, message: string): Promise<{ address: Address; signature: Hex }>
  close(): Promise<void>
}

const zero = createAddressFromString('0x0000000000000000000000000000000000000000')

/** Starts a test chain: a fresh EVM (Cancun), with the wallet factory deployed. */
export async function startTestChain(chainId = 31337): Promise<TestChain> {
  const { factory } = compileWallets()
  const vm: VM = await createVM()
  const calls: string[] = []

  // A call that changes state (deployments), from the zero address.
  const send = async (to: Address | undefined, data: Hex) => {
    const result = await vm.evm.runCall({ caller: zero, origin: zero, to: to ? createAddressFromString(to) : undefined, data: hexToBytes(data), gasLimit: 30_000_000n, skipBalance: true })
    if (result.execResult.exceptionError) throw new Error(`testChain: the call reverted (${result.execResult.exceptionError.error})`)
    return result
  }
  // eth_call: runs and throws every change away.
  const call = async (to: string | undefined, data: Hex) => {
    await vm.stateManager.checkpoint()
    try {
      const result = await vm.evm.runCall({ caller: zero, origin: zero, to: to ? createAddressFromString(to) : undefined, data: hexToBytes(data), gasLimit: 30_000_000n, skipBalance: true })
      return result.execResult
    } finally {
      await vm.stateManager.revert()
    }
  }
  const deployed = await send(undefined, factory.bytecode)
  const factoryAddress = deployed.createdAddress!.toString()

  const walletAddress = async (owner: Address, salt: Hex) => {
    const result = await call(factoryAddress, encodeFunctionData({ abi: factory.abi, functionName: 'addressOf', args: [owner, salt] }))
    return decodeFunctionResult({ abi: factory.abi, functionName: 'addressOf', data: bytesToHex(result.returnValue) }) as Address
  }
  const deployData = (owner: Address, salt: Hex) => encodeFunctionData({ abi: factory.abi, functionName: 'deploy', args: [owner, salt] })
  const walletSignature = (owner: PrivateKeyAccount, address: Address, message: string) =>
    owner.sign({ hash: keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'address' }], [hashMessage(message), address])) })

  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'eth_blockNumber':
        return '0x1'
      case 'eth_getCode': {
        const account = createAddressFromString(params[0] as string)
        return bytesToHex(await vm.stateManager.getCode(account))
      }
      case 'eth_call': {
        const { to, data, input, code } = params[0] as { to?: string; data?: Hex; input?: Hex; code?: Hex }
        // viem's deployless calls send the code to run as `code` (or as the data of a creation).
        const result = await call(to, code ? concat([code, data ?? '0x']) : (data ?? input ?? '0x'))
        if (result.exceptionError) throw Object.assign(new Error('execution reverted'), { code: 3, data: bytesToHex(result.returnValue) })
        return bytesToHex(result.returnValue)
      }
      default:
        throw Object.assign(new Error(`the test chain does not answer ${method}`), { code: -32601 })
    }
  }

  const server: Server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    const reply = async () => {
      const one = async (message: { id: number; method: string; params?: unknown[] }) => {
        calls.push(message.method)
        try {
          return { jsonrpc: '2.0', id: message.id, result: await answer(message.method, message.params ?? []) }
        } catch (error) {
          const { code = -32603, data } = error as { code?: number; data?: string }
          return { jsonrpc: '2.0', id: message.id, error: { code, message: (error as Error).message, ...(data !== undefined && { data }) } }
        }
      }
      const body = JSON.parse(text) as Parameters<typeof one>[0] | Parameters<typeof one>[0][]
      return Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body)
    }
    // A body that is not JSON gets JSON-RPC's parse error, as a node would answer.
    request.on('end', () => {
      reply().then(
        (answered) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answered)),
        (error: unknown) =>
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: error instanceof Error ? error.message : String(error) } })),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    chainId,
    url: `http://127.0.0.1:${port}`,
    factory: factoryAddress,
    calls,
    walletAddress,
    async deployWallet(owner, salt) {
      await send(factoryAddress, deployData(owner, salt))
      return walletAddress(owner, salt)
    },
    signAsWallet: walletSignature,
    async signAsCounterfactualWallet(owner, salt, message) {
      const address = await walletAddress(owner.address, salt)
      const signature = await walletSignature(owner, address, message)
      return { address, signature: serializeErc6492Signature({ address: factoryAddress, data: deployData(owner.address, salt), signature }) }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
