const express = require('express');
const { predictForm, warmUp } = require('./predict-handler');

const router = express.Router();
router.post('/form', predictForm);
setTimeout(warmUp, 1000);

module.exports = router;
