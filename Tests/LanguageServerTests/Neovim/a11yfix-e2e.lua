-- End-to-end check of `a11yfix lsp` in a real editor (Neovim 0.7 or later, headless): load the
-- README's Neovim setup as written, open a file, wait for diagnostics, apply one quick fix, then
-- the fix-all action, and write. Environment: A11YFIX_SNIPPET (the README's Lua block, with
-- `a11yfix` on PATH), A11YFIX_FILE (the file), A11YFIX_ROOT (the root the setup must find for it).
local snippet, file, root = os.getenv('A11YFIX_SNIPPET'), os.getenv('A11YFIX_FILE'), os.getenv('A11YFIX_ROOT')

local function fail(message)
  io.stderr:write('a11yfix-e2e: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

local published = nil
local on_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  on_publish(err, result, ctx, config)
  published = result
end

dofile(snippet)
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()

-- The setup starts the server on the FileType event and attaches it to the buffer.
local client_id = nil
vim.wait(10000, function()
  for _, attached in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if attached.name == 'a11yfix' then client_id = attached.id end
  end
  return client_id ~= nil
end, 10)
if not client_id then fail('the README setup did not start a11yfix for the buffer') end
local found_root = vim.lsp.get_client_by_id(client_id).config.root_dir
if vim.fn.resolve(found_root) ~= vim.fn.resolve(root) then
  fail('root_dir ' .. tostring(found_root) .. ', expected ' .. root)
end

local function wait_for_diagnostics(version)
  local ok = vim.wait(60000, function()
    return published ~= nil and (version == nil or published.version == version)
  end, 10)
  if not ok then fail('no diagnostics for version ' .. tostring(version)) end
end

local function code_actions(client, only)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } },
    context = { diagnostics = {}, only = only },
  }
  local response = client.request_sync("textDocument/codeAction", params, 60000, bufnr)
  if not response or response.err then fail('textDocument/codeAction failed: ' .. vim.inspect(response)) end
  return response.result or {}
end

wait_for_diagnostics(nil)
if #published.diagnostics == 0 then fail('the fixture produced no diagnostics') end
for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
  if diagnostic.source ~= 'a11yfix' then fail('a diagnostic without source a11yfix') end
end
local client = vim.lsp.get_client_by_id(client_id)

-- The preferred quick fixes make a finding's fix; the others disable a finding for its line.
local fix = nil
for _, action in ipairs(code_actions(client, { 'quickfix' })) do
  if action.isPreferred and fix == nil then fix = action end
end
if fix == nil then fail('no quick fixes') end
vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
wait_for_diagnostics(vim.lsp.util.buf_versions[bufnr])

local all = code_actions(client, { 'source.fixAll.a11yfix' })
if #all ~= 1 then fail('expected one fix-all action, got ' .. #all) end
vim.lsp.util.apply_workspace_edit(all[1].edit, client.offset_encoding)
vim.cmd('write')
wait_for_diagnostics(vim.lsp.util.buf_versions[bufnr])
for _, diagnostic in ipairs(published.diagnostics) do
  if diagnostic.severity == 2 then fail('a fixable finding is left after fix-all: ' .. diagnostic.message) end
end
vim.lsp.stop_client(client_id)
vim.cmd('qall!')
