-- A real editor client for `tensorlint lsp`: headless neovim 0.7.2 opens a
-- leaky TypeScript file, waits for tensorlint's diagnostics, prints them,
-- asks for code actions, applies each "Disable ... for this line" quick fix
-- (neovim then sends incremental didChange notifications), waits for the
-- diagnostics to go away and prints the new buffer text.
--
--   TENSORLINT=/path/to/tensorlint LEAKY=file.ts nvim --headless --clean -n -u init.lua
--
-- Every wait is bounded; any failure quits with a non-zero exit code.

local function out(s) io.stdout:write(s .. '\n') end
local function fail(msg)
  out('FAIL: ' .. msg)
  vim.cmd('cquit 1')
end

local ok, err = pcall(function()
  local tensorlint = assert(os.getenv('TENSORLINT'), 'TENSORLINT not set')
  local file = assert(os.getenv('LEAKY'), 'LEAKY not set')
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()

  local client_id = vim.lsp.start_client({
    cmd = { tensorlint, 'lsp' },
    name = 'tensorlint',
    root_dir = vim.fn.fnamemodify(file, ':p:h'),
    get_language_id = function() return 'typescript' end,
  })
  if not client_id then return fail('could not start the server') end
  vim.lsp.buf_attach_client(bufnr, client_id)

  local function diags() return vim.diagnostic.get(bufnr) end
  if not vim.wait(15000, function() return #diags() > 0 end, 20) then
    return fail('no diagnostics within 15s')
  end
  out('diagnostics:')
  for _, d in ipairs(diags()) do
    local lsp = d.user_data and d.user_data.lsp or {}
    out(string.format('  %d:%d %s %s: %s', d.lnum, d.col, d.source or '?',
      lsp.code or d.code or '?', d.message))
  end

  local client = vim.lsp.get_client_by_id(client_id)
  local caps = client.server_capabilities or client.resolved_capabilities
  out('server supports incremental sync: ' ..
    tostring(caps.textDocumentSync and caps.textDocumentSync.change == 2))

  -- Silence each diagnostic with its quick fix, one at a time.
  for round = 1, 5 do
    local ds = diags()
    if #ds == 0 then break end
    local d = ds[1]
    local lsp = d.user_data.lsp
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      -- (ASCII file: byte columns are UTF-16 columns.)
      range = {
        start = { line = d.lnum, character = d.col },
        ['end'] = { line = d.end_lnum or d.lnum, character = d.end_col or d.col },
      },
      context = { diagnostics = { lsp } },
    }
    local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 5000)
    if not res then return fail('no code action response') end
    if os.getenv('LSP_DEBUG') then out(vim.inspect(res)) end
    local chosen
    for _, r in pairs(res) do
      for _, a in ipairs(r.result or {}) do
        out(string.format('round %d action: [%s] %s', round, a.kind, a.title))
        if a.title:match('^Disable') and not chosen then chosen = a end
      end
    end
    if not chosen then return fail('no disable action') end
    local before = #ds
    vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
    if not vim.wait(10000, function() return #diags() < before end, 20) then
      return fail('diagnostics did not update after the edit')
    end
  end
  if #diags() ~= 0 then return fail('diagnostics remain') end
  out('diagnostics gone')
  out('buffer:')
  for _, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    out('| ' .. line)
  end

  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
  out('done')
end)
if not ok then fail(tostring(err)) end
vim.cmd('qall!')
