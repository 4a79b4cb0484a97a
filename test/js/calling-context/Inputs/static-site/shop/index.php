<?php include "header.php"; ?>
<script src="/shop/cart.js"></script>
