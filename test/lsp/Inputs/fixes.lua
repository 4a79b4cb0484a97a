-- Quick fixes and suggestions in a real editor: headless neovim 0.7.2 opens
-- a file with one finding whose fix is proven safe and one whose fix is only
-- a suggestion, prints every fix action with its isPreferred flag, then runs
-- the source.fixAll.tensorlint action (what "fix all on save" runs) and
-- prints the buffer: the safe fix is applied, the suggestion is not.
--
--   TENSORLINT=/path/to/tensorlint FILE=file.js nvim --headless --clean -n -u fixes.lua
--
-- Every wait is bounded; any failure quits with a non-zero exit code.

local function out(s) io.stdout:write(s .. '\n') end
local function fail(msg)
  out('FAIL: ' .. msg)
  vim.cmd('cquit 1')
end

local ok, err = pcall(function()
  local tensorlint = assert(os.getenv('TENSORLINT'), 'TENSORLINT not set')
  local file = assert(os.getenv('FILE'), 'FILE not set')
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({
    cmd = { tensorlint, 'lsp' },
    name = 'tensorlint',
    root_dir = vim.fn.fnamemodify(file, ':p:h'),
    get_language_id = function() return 'javascript' end,
  })
  if not client_id then return fail('could not start the server') end
  vim.lsp.buf_attach_client(bufnr, client_id)
  local function diags() return vim.diagnostic.get(bufnr) end
  if not vim.wait(15000, function() return #diags() >= 2 end, 20) then
    return fail('no diagnostics within 15s')
  end
  local uri = vim.uri_from_bufnr(bufnr)
  for _, d in ipairs(diags()) do
    local params = {
      textDocument = { uri = uri },
      range = {
        start = { line = d.lnum, character = d.col },
        ['end'] = { line = d.end_lnum or d.lnum, character = d.end_col or d.col },
      },
      context = { diagnostics = { d.user_data.lsp } },
    }
    local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 5000)
    if not res then return fail('no code action response') end
    for _, r in pairs(res) do
      for _, a in ipairs(r.result or {}) do
        if not a.title:match('^Disable') then
          out(string.format('line %d: %s (preferred: %s)', d.lnum + 1, a.title,
            tostring(a.isPreferred == true)))
        end
      end
    end
  end
  local last = vim.api.nvim_buf_line_count(bufnr)
  local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', {
    textDocument = { uri = uri },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = last, character = 0 } },
    context = { diagnostics = {}, only = { 'source.fixAll.tensorlint' } },
  }, 5000)
  if not res then return fail('no fix-all response') end
  local applied = 0
  for _, r in pairs(res) do
    for _, a in ipairs(r.result or {}) do
      vim.lsp.util.apply_workspace_edit(a.edit, 'utf-16')
      applied = applied + 1
    end
  end
  out('fix-all actions applied: ' .. applied)
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
